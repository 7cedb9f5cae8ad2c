import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/addresses.schemas.ts';
import { cartItemSchema, priceTotalsSchema, rupeesSchema } from '../carts/carts.schemas.ts';
import { MAX_LINE_QUANTITY } from '../carts/carts.values.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';
import { paymentMethods } from './checkouts.values.ts';

export const paymentMethodSchema = z.enum(paymentMethods, { error: 'payment.methodNotSupported' satisfies MessageId });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * The delivery address copied into the checkout and the order: the address book's own shapes, so a saved
 * address (or the Add Address form's) goes into the checkout as it is.
 */
export const shippingAddressSchema = addressInputSchema;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
/** The address as the API answers it (normalised; empty optional fields null). */
export const shippingAddressViewSchema = addressSchema;

/** A line of a new checkout; the storefront sends its cart items, of which only these two fields count. */
export const checkoutItemInputSchema = z.object({
  productVariantId: idSchema,
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/** A coupon code as a shopper types it, any case: kept in capitals, as a store writes its codes. */
export const couponCodeSchema = z
  .string()
  .trim()
  .max(20, 'checkout.invalidCoupon' satisfies MessageId)
  .transform((code) => code.toUpperCase());

/** The lines of a cart sent to price it: each variant at most once. */
export const checkoutItemsSchema = z
  .array(checkoutItemInputSchema, { error: 'cartItems is required' })
  .min(1, 'empty.cart' satisfies MessageId)
  .max(100, 'Too many items')
  .refine((items) => new Set(items.map((item) => item.productVariantId)).size === items.length, {
    message: 'Each product may appear only once',
  });

/**
 * `POST /api/checkouts` → the checkout (its `id` is what the storefront keeps). `customerId` must be the
 * signed-in customer, `orgId` the store's org. Each variant at most once; 409 when one is short of stock.
 */
export const createCheckoutBodySchema = z.object({
  orgId: idSchema.optional(),
  customerId: idSchema,
  cartItems: checkoutItemsSchema,
  /** Empty for none; otherwise checked as the cart checked it, refused 400 with the reason. */
  couponCode: couponCodeSchema.default(''),
  storeId: idSchema.optional(),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

/**
 * `PATCH /api/checkouts/{id}`: the fields given change, the others stay. `paymentMethod` must be enabled in
 * the store's payment settings, else 400 'Payment method not supported'. `checkoutId`, when sent, must be
 * the path's id.
 */
export const updateCheckoutBodySchema = z.object({
  checkoutId: idSchema.optional(),
  shippingAddress: shippingAddressSchema.optional(),
  /** A code replaces the checkout's coupon (checked, 400 with the reason); '' removes it. */
  couponCode: couponCodeSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type UpdateCheckoutBody = z.infer<typeof updateCheckoutBodySchema>;

export const checkoutParamsSchema = z.object({ id: idSchema });
export const checkoutQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/**
 * The checkout object (spec §3), priced from the catalogue at the moment of the answer. The totals are the
 * cart's (see priceTotalsSchema) plus `shippingPrice`: when the store's shipping is enabled, its first
 * rule's charge, waived when the goods amount (totalPrice + exclusive tax − couponDiscount) reaches the
 * rule's freeAbove; 0 otherwise. `finalPrice` includes it.
 */
export const checkoutSchema = priceTotalsSchema.extend({
  id: idSchema,
  cartItems: z.array(cartItemSchema),
  shippingAddress: shippingAddressViewSchema.nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  couponCode: z.string(),
  /**
   * Ours: why the checkout's coupon no longer applies (the cart changed, it ran out, it expired), in the
   * shopper's language; null when it applies or there is none. Its discount is then 0 and placing refuses.
   */
  couponProblem: z.string().nullable(),
  shippingPrice: rupeesSchema,
  /**
   * Ours: the order placed from this checkout, null until then. A storefront that restores a checkout after a
   * reload (its id is in the address) goes to that order rather than offering Place Order again.
   */
  orderId: idSchema.nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
