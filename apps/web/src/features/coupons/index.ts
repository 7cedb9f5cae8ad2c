// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { CouponBox } from '#src/features/coupons/components/coupon-box.tsx';
export { type CartCoupon, useCartCoupon, useForgetCoupon } from '#src/features/coupons/lib/use-cart-coupon.ts';
