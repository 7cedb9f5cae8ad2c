import { z } from 'zod';
import { productSchema } from '../catalogue/catalogue.schemas.ts';
import { cartSchema } from '../carts/carts.schemas.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';

/**
 * `POST /api/orders/{id}/reorder`: the order's items go into the signed-in shopper's cart at today's prices,
 * each up to what can be bought now. Only an order that was placed (PLACED, SHIPPED, DELIVERED) can be
 * reordered; the store must have turned "Buy again" on (its import document's `habits.buyAgain`).
 */
export const reorderBodySchema = z.object({ storeId: idSchema.optional(), orgId: idSchema.optional() });
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/**
 * Why a line did not go into the cart: `OUT_OF_STOCK` (none can be bought now, or the cart already holds all
 * there is) or `NO_LONGER_SOLD` (the pack size or its product was removed or hidden).
 */
export const notReorderedReasons = ['OUT_OF_STOCK', 'NO_LONGER_SOLD'] as const;
export const notReorderedReasonSchema = z.enum(notReorderedReasons);
export type NotReorderedReason = z.infer<typeof notReorderedReasonSchema>;

export const reorderResultSchema = z.object({
  /** The cart afterwards, which replaces the client's copy. */
  cart: cartSchema,
  /** Lines added; `quantity` is below `orderedQuantity` when fewer are in stock. */
  added: z.array(
    z.object({
      productVariantId: idSchema,
      productName: z.string(),
      quantity: z.number().int().positive(),
      orderedQuantity: z.number().int().positive(),
    }),
  ),
  /** Lines not added, with why; the name is today's, or the order's for a pack no longer sold. */
  notAdded: z.array(
    z.object({
      productVariantId: idSchema.nullable(),
      productName: z.string(),
      reason: notReorderedReasonSchema,
    }),
  ),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** How many products the home's "Buy again" row shows at most. */
export const BUY_AGAIN_SIZE = 12;

/** `GET /api/buy-again?storeId=…`: the signed-in shopper's own most-ordered products. */
export const buyAgainQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });
export type BuyAgainQuery = z.infer<typeof buyAgainQuerySchema>;

/**
 * The products the shopper ordered most in this store (PLACED, SHIPPED and DELIVERED orders; most orders
 * first, then the latest ordered), those still shown, at most BUY_AGAIN_SIZE; empty for a shopper with no
 * such orders or a store without "Buy again".
 */
export const buyAgainResponseSchema = z.object({ products: z.array(productSchema) });
export type BuyAgainResponse = z.infer<typeof buyAgainResponseSchema>;
