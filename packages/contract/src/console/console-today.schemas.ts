import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { idSchema } from '../common/ids.ts';
import { weightUnitSchema } from '../content/content.schemas.ts';

// Apart from the schemas, so the Today screen names it without the schema library.
export { LOW_STOCK_UNITS } from './console-today.values.ts';

/** The most running-out pack sizes one answer lists (fewest first); `lowStockCount` says how many in all. */
export const LOW_STOCK_SHOWN = 50;

/** A pack size running out. */
export const lowStockPackSchema = z.object({
  variantId: idSchema,
  productName: z.string(),
  sku: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  availableQuantity: z.number().int(),
});
export type LowStockPack = z.infer<typeof lowStockPackSchema>;

/** A count of orders and what they come to. */
export const orderSumSchema = z.object({ count: z.number().int().nonnegative(), amount: rupeesSchema });
export type OrderSum = z.infer<typeof orderSumSchema>;

/**
 * `GET /api/stores/{storeId}/console/today` (any member): the shop's day at a glance, the day being today in
 * India. Orders placed today that count (placed, out for delivery or delivered) and their value; cash still
 * to collect on cash-on-delivery orders not yet delivered (of any day), and the part out for delivery now;
 * how many subscription deliveries tomorrow; pack sizes at LOW_STOCK_UNITS or fewer.
 */
export const consoleTodaySchema = z.object({
  date: z.string(),
  orders: orderSumSchema,
  cashToCollect: orderSumSchema,
  cashOutForDelivery: orderSumSchema,
  /** Subscription deliveries tomorrow, as the delivery sheet counts them. */
  tomorrowDeliveries: z.number().int().nonnegative(),
  lowStock: z.array(lowStockPackSchema),
  lowStockCount: z.number().int().nonnegative(),
});
export type ConsoleToday = z.infer<typeof consoleTodaySchema>;
