import { z } from 'zod';
import { priceTotalsSchema, rupeesSchema } from '../carts/carts.schemas.ts';
import { checkoutItemsSchema, couponCodeSchema } from '../checkouts/checkouts.schemas.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';
import { couponKinds } from './coupon-rules.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * A coupon in a store's import document (money in rupees, as a shop owner writes it):
 * - `code`: 3–20 capital letters and digits, unique in the store;
 * - `kind`: `FLAT` takes `value` rupees off, `PERCENT` takes `value` % off, at most `maxDiscount` rupees;
 * - `minOrderValue`: the goods (tax included, before delivery) must come to at least this;
 * - `validFrom` / `validTo`: India dates, both days included; `validTo` null never ends;
 * - `firstOrderOnly`: only for a shopper with no earlier order in the store (cancelled and failed ones aside);
 * - `usesPerShopper` / `totalUses`: how many orders may use it per shopper and in all (null: no limit).
 */
export const importCouponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9]{3,20}$/, '3 to 20 capital letters and digits'),
    kind: z.enum(couponKinds),
    value: z.number().positive().multipleOf(0.01),
    maxDiscount: z.number().positive().multipleOf(0.01).nullable().default(null),
    minOrderValue: z.number().nonnegative().multipleOf(0.01).default(0),
    validFrom: isoDate,
    validTo: isoDate.nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    usesPerShopper: z.number().int().positive().nullable().default(1),
    totalUses: z.number().int().positive().nullable().default(null),
  })
  .strict()
  .refine((coupon) => coupon.kind !== 'PERCENT' || coupon.value <= 100, {
    message: 'a percent coupon takes at most 100 % off',
    path: ['value'],
  })
  .refine((coupon) => coupon.validTo === null || coupon.validTo >= coupon.validFrom, {
    message: 'validTo is before validFrom',
    path: ['validTo'],
  });
export type ImportCoupon = z.infer<typeof importCouponSchema>;

/** One of the store's current offers, as the cart lists them (`GET /api/coupons`). */
export const couponOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Rupees off for FLAT, the percent for PERCENT. */
  value: z.number(),
  maxDiscount: rupeesSchema.nullable(),
  minOrderValue: rupeesSchema,
  validTo: isoDate.nullable(),
  firstOrderOnly: z.boolean(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

export const couponOffersSchema = z.object({ offers: z.array(couponOfferSchema) });
export type CouponOffers = z.infer<typeof couponOffersSchema>;

export const couponOffersQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/**
 * `POST /api/coupons/check`: the cart's lines priced with the code, which the cart keeps (spec §3's
 * client `coupon`) and sends with the checkout. 400 `{ message }` says why a code does not apply, in the
 * shopper's language.
 */
export const checkCouponBodySchema = z.object({
  couponCode: couponCodeSchema.pipe(z.string().min(1, 'checkout.invalidCoupon' satisfies MessageId)),
  cartItems: checkoutItemsSchema,
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type CheckCouponBody = z.infer<typeof checkCouponBodySchema>;

export const couponCheckSchema = priceTotalsSchema.extend({ couponCode: z.string() });
export type CouponCheck = z.infer<typeof couponCheckSchema>;
