import { z } from 'zod';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';

/**
 * "Notify me" (issue 40): a signed-in shopper asks for one SMS when an out-of-stock pack size is back. The
 * store must have turned it on (its import document's `habits.notifyMe`).
 *
 * - `POST /api/stock-alerts` `{ productVariantId }` → 200 the open request (the same one when pressed
 *   again); 409 when the pack can be bought now; 404 for another store's or an unknown pack.
 * - `GET /api/stock-alerts?storeId=…` → the shopper's open requests (the pack sizes to show as requested).
 * - `DELETE /api/stock-alerts/{productVariantId}?storeId=…` → 204; cancels the open request, if any.
 */
export const stockAlertBodySchema = z.object({
  productVariantId: idSchema,
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

export const stockAlertParamsSchema = z.object({ productVariantId: idSchema });
export const stockAlertQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/** An open request: the pack size it waits for, and when it was made. */
export const stockAlertSchema = z.object({
  productVariantId: idSchema,
  productId: idSchema,
  requestedAt: z.iso.datetime(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

export const stockAlertListSchema = z.object({ alerts: z.array(stockAlertSchema) });
export type StockAlertList = z.infer<typeof stockAlertListSchema>;
