// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { PaymentDialog } from '#src/features/payments/components/payment-dialog.lazy.ts';
export { PaymentReturnStatus } from '#src/features/payments/components/payment-return-status.tsx';
export { usePayOnline } from '#src/features/payments/hooks/use-pay-online.ts';
export { activeProvider, rechargesOnline } from '#src/features/payments/lib/payment-providers.ts';
