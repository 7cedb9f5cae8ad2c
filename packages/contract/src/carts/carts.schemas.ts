import { z } from 'zod';
import { taxTypeSchema } from '../catalogue/catalogue.schemas.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { weightUnitSchema } from '../content/content.schemas.ts';
import { MAX_LINE_QUANTITY } from './carts.values.ts';

/** Money in the API: rupees with two decimals (integer paise inside, docs/decisions/002). */
export const rupeesSchema = z.number();

export const cartParamsSchema = z.object({ id: idSchema });
export type CartParams = z.infer<typeof cartParamsSchema>;

/** The automatic GET values (spec §7); when present they must be the token's store and its org. */
export const cartQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });
export type CartQuery = z.infer<typeof cartQuerySchema>;

/**
 * One line, priced from the catalogue at the moment of the answer. `isPriceChanged`: the selling price
 * differs from the one the shopper saw when they last added the item (for a checkout: when it was created).
 * `insufficientStock`: fewer than `quantity` can be bought now (`currentAvailableQuantity`; 0 when the
 * variant or its product is hidden).
 */
export const cartItemSchema = z.object({
  productVariantId: idSchema,
  productId: idSchema,
  sku: z.string(),
  productName: z.string(),
  thumbnail: z.string().nullable(),
  mrp: rupeesSchema,
  sellingPrice: rupeesSchema,
  quantity: z.number().int().positive(),
  isPriceChanged: z.boolean(),
  insufficientStock: z.boolean(),
  currentAvailableQuantity: z.number().int().nonnegative(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  taxType: taxTypeSchema,
  taxPercent: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Totals of a set of lines, computed on the server in paise (rupees here):
 * - `totalPrice` = Σ sellingPrice × quantity (the subtotal);
 * - `totalDiscount` = Σ (mrp − sellingPrice) × quantity (savings against MRP, informative);
 * - `tax` = Σ GST per line: INCLUSIVE lines contain it (price × p / (100 + p)), EXCLUSIVE lines add it
 *   (price × p / 100); each line's tax is rounded to the paisa, half up, then summed;
 * - `couponDiscount` = 0 (no coupons exist yet);
 * - `finalPrice` = totalPrice + tax of EXCLUSIVE lines − couponDiscount (what the shopper pays for goods).
 */
export const priceTotalsSchema = z.object({
  totalPrice: rupeesSchema,
  couponDiscount: rupeesSchema,
  totalDiscount: rupeesSchema,
  tax: rupeesSchema,
  finalPrice: rupeesSchema,
});
export type PriceTotals = z.infer<typeof priceTotalsSchema>;

/** Every cart answer (GET, add-item, remove-item): the whole cart, which replaces the client's copy. */
export const cartSchema = priceTotalsSchema.extend({ id: idSchema, items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

const lineQuantity = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`);

/**
 * `POST /api/carts/{id}/add-item`: `item` is what the storefront holds — a cart item
 * (`productVariantId`) or the product card's variant (`variantId`); other fields are ignored, prices come
 * from the catalogue. `quantity` defaults to 1 (ADD_TO_CART_QUANTITY). Refused with 409 when the line
 * would exceed the stock or MAX_LINE_QUANTITY; 404 for a variant that is hidden or not the store's. Adding
 * remembers the current price as the one the shopper saw (clearing `isPriceChanged`).
 */
export const addCartItemBodySchema = z.object({
  item: z
    .object({ productVariantId: idSchema.optional(), variantId: idSchema.optional() }, { error: 'item is required' })
    .refine((item) => item.productVariantId ?? item.variantId, { message: 'item.productVariantId is required' })
    .transform((item) => ({ productVariantId: (item.productVariantId ?? item.variantId) as string })),
  quantity: lineQuantity('quantity').max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`).default(1),
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** `POST /api/carts/{id}/remove-item`: lowers the line by `quantity` (default 1); at 0 the line goes. */
export const removeCartItemBodySchema = z.object({
  productVariantId: idSchema,
  quantity: lineQuantity('quantity').max(10_000).default(1),
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type RemoveCartItemBody = z.infer<typeof removeCartItemBodySchema>;
