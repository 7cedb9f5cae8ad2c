// The public surface of coupons: the check the checkout makes, the use placement claims, the use a cancelled
// order gives back. Other modules import only this file (eslint.config.js).
export { type AppliedCoupon, checkCoupon, claimCouponUse } from './coupons.service.ts';
export { giveCouponUseBack } from './coupons.repository.ts';
