import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { consoleStoreParamsSchema } from './staff.schemas.ts';

/** The most a pack's stock may be set to: more than any shop's shelf, less than a typo's extra zeros. */
export const MAX_STOCK = 100_000;

/**
 * `PUT /api/stores/{storeId}/console/variants/{variantId}/stock` `{ availableQuantity }`: any member of the
 * staff sets what a pack has on the shelf now (after a count or a delivery from the supplier). Written to the
 * audit log; a pack back from 0 sends its waiting "Notify me" messages.
 */
export const stockParamsSchema = consoleStoreParamsSchema.extend({ variantId: idSchema });
export const setStockBodySchema = z.object({
  availableQuantity: z
    .number({ error: 'server.stockQuantityInvalid' })
    .int('server.stockQuantityInvalid')
    .min(0, 'server.stockQuantityInvalid')
    .max(MAX_STOCK, 'server.stockQuantityInvalid'),
});
export type SetStockBody = z.infer<typeof setStockBodySchema>;

export const variantStockSchema = z.object({ variantId: idSchema, availableQuantity: z.number().int().nonnegative() });
export type VariantStock = z.infer<typeof variantStockSchema>;
