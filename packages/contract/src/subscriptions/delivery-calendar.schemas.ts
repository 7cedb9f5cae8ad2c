import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { MAX_LINE_QUANTITY } from '../carts/carts.values.ts';
import { idSchema } from '../common/ids.ts';
import { deliverySlotSchema } from '../content/content.schemas.ts';
import { isoDateSchema, subscriptionPaymentMethodSchema, subscriptionQuerySchema } from './subscriptions.schemas.ts';

/** A store's cut-off for tomorrow's changes, 24-hour `HH:MM` India time. */
export const cutoffTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cut-off times are HH:MM (24-hour)');

/** `PUT|DELETE /api/subscriptions/{id}/days/{date}`: one delivery date of one subscription. */
export const deliveryDayParamsSchema = z.object({ id: idSchema, date: isoDateSchema });

/**
 * `PUT /api/subscriptions/{id}/days/{date}`: that date only, `quantity` instead of the usual one; 0 skips
 * the day. `DELETE` on the same path brings the usual delivery back.
 */
export const deliveryDayBodySchema = z.object({
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(0, 'quantity must be at least 0')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});
export type DeliveryDayBody = z.input<typeof deliveryDayBodySchema>;

/**
 * `POST /api/subscriptions/pauses`: no deliveries from `startDate` to `endDate` (inclusive) for one
 * subscription, or (`subscriptionId` null) for all the shopper's subscriptions in the store.
 */
export const createPauseBodySchema = z.object({
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
  customerId: idSchema,
  subscriptionId: idSchema.nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type CreatePauseBody = z.input<typeof createPauseBodySchema>;

/** `DELETE /api/subscriptions/pauses/{id}`: ends a pause now (dates already past the cut-off stay paused). */
export const pauseParamsSchema = z.object({ id: idSchema });

export const pauseSchema = z.object({
  id: idSchema,
  /** null: all the shopper's subscriptions in the store. */
  subscriptionId: idSchema.nullable(),
  /** The paused subscription's product, null for a pause of all. */
  productName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Pause = z.infer<typeof pauseSchema>;

/**
 * What one subscription brings on one date, or why not:
 * - SCHEDULED: will come; ORDERED: its order is made (`orderId`); FAILED: the job could not make it (`reason`);
 * - PAUSED, SKIPPED: the shopper's pause or skip; SWITCHED_OFF: the subscription's Status is off;
 * - BEFORE_START, AFTER_END: outside its dates; OUT_OF_STOCK: not enough stock today to make it;
 * - NOT_ORDERED: a past date for which no order was made.
 */
export const calendarDeliveryStatuses = [
  'SCHEDULED',
  'ORDERED',
  'FAILED',
  'PAUSED',
  'SKIPPED',
  'SWITCHED_OFF',
  'BEFORE_START',
  'AFTER_END',
  'OUT_OF_STOCK',
  'NOT_ORDERED',
] as const;
export const calendarDeliveryStatusSchema = z.enum(calendarDeliveryStatuses);
export type CalendarDeliveryStatus = z.infer<typeof calendarDeliveryStatusSchema>;

export const calendarDeliverySchema = z.object({
  subscriptionId: idSchema,
  productName: z.string(),
  thumbnail: z.string().nullable(),
  weight: z.number(),
  weightUnit: z.string(),
  /** That date's quantity (a day's change, else the usual); the usual one is `usualQuantity`. */
  quantity: z.number().int().min(0),
  usualQuantity: z.number().int().positive(),
  timeSlot: deliverySlotSchema.nullable(),
  /** What the delivery costs at today's catalogue price (an ORDERED one: what its order cost). */
  price: rupeesSchema,
  paymentMethod: subscriptionPaymentMethodSchema,
  status: calendarDeliveryStatusSchema,
  reason: z.string().nullable(),
  orderId: idSchema.nullable(),
  /** A pause, skip or quantity change for this date is still accepted. */
  changeable: z.boolean(),
});
export type CalendarDelivery = z.infer<typeof calendarDeliverySchema>;

/** The wallet will not cover the next day's wallet deliveries: recharge at least `shortfall`. */
export const walletShortfallSchema = z.object({
  date: z.string(),
  due: rupeesSchema,
  balance: rupeesSchema,
  shortfall: rupeesSchema,
  message: z.string(),
});
export type WalletShortfall = z.infer<typeof walletShortfallSchema>;

/** `GET /api/subscriptions/calendar?customerId=…`: this week and the next, for the shopper's subscriptions. */
export const deliveryCalendarQuerySchema = subscriptionQuerySchema.extend({ customerId: idSchema });

export const deliveryCalendarSchema = z.object({
  /** Today in India. */
  today: z.string(),
  /** The store's cut-off for the next day's changes, `HH:MM`. */
  cutoffTime: z.string(),
  /** The first date a change is still accepted for. */
  firstChangeableDate: z.string(),
  days: z.array(z.object({ date: z.string(), deliveries: z.array(calendarDeliverySchema) })),
  /** Pauses a shopper can still end (some of their dates still open for changes), soonest first. */
  pauses: z.array(pauseSchema),
  walletShortfall: walletShortfallSchema.nullable(),
});
export type DeliveryCalendar = z.infer<typeof deliveryCalendarSchema>;
