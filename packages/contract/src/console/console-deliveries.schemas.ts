import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { weightUnitSchema } from '../content/content.schemas.ts';
import { localeSchema } from '../i18n/locale.schemas.ts';
import { isoDateSchema } from '../subscriptions/subscriptions.schemas.ts';

/**
 * `GET /api/stores/{storeId}/console/deliveries?date=YYYY-MM-DD` (any member): the subscription deliveries of
 * one India day, as the daily job decides them (paused and skipped days left out); tomorrow when left out.
 */
export const deliverySheetQuerySchema = z.object({ date: isoDateSchema.optional() });
export type DeliverySheetQuery = z.infer<typeof deliverySheetQuerySchema>;

/**
 * `GET /api/stores/{storeId}/console/deliveries/sheet.pdf?date=&language=`: the same day as a printable PDF,
 * in `language` (else the caller's `Accept-Language`), so a sheet can be printed for a rider who reads Hindi.
 */
export const deliverySheetPdfQuerySchema = deliverySheetQuerySchema.extend({ language: localeSchema.optional() });
export type DeliverySheetPdfQuery = z.infer<typeof deliverySheetPdfQuerySchema>;

/** A pack size as the sheet names it: its product (in the reader's language) and its weight. */
export const sheetPackSchema = z.object({
  variantId: idSchema,
  productName: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  sku: z.string(),
});
export type SheetPack = z.infer<typeof sheetPackSchema>;

/** One door to knock on: who, where, and what of which pack size. */
export const sheetDeliverySchema = z.object({
  subscriptionId: idSchema,
  name: z.string(),
  mobile: z.string(),
  /** The street address, landmark and city, as the shopper wrote them. */
  address: z.string(),
  pin: z.string(),
  pack: sheetPackSchema,
  quantity: z.number().int().positive(),
});
export type SheetDelivery = z.infer<typeof sheetDeliverySchema>;

/** The deliveries of one slot (24-hour `HH:MM` times; null: the shopper chose none), nearest pincode first. */
export const sheetSlotSchema = z.object({
  slot: z.object({ startTime: z.string(), endTime: z.string() }).nullable(),
  deliveries: z.array(sheetDeliverySchema),
});
export type SheetSlot = z.infer<typeof sheetSlotSchema>;

/** What to put on the van: each pack size once, with how many in all. */
export const sheetLoadSchema = sheetPackSchema.extend({ quantity: z.number().int().positive() });
export type SheetLoad = z.infer<typeof sheetLoadSchema>;

export const deliverySheetSchema = z.object({
  date: z.string(),
  /** Earliest slot first; deliveries with no slot last. */
  slots: z.array(sheetSlotSchema),
  load: z.array(sheetLoadSchema),
  deliveryCount: z.number().int().nonnegative(),
});
export type DeliverySheet = z.infer<typeof deliverySheetSchema>;
