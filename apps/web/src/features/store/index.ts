// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { usePaymentConfig } from '#src/features/store/api/get-payment-config.ts';
export { useStoreBanners } from '#src/features/store/api/get-store-banners.ts';
