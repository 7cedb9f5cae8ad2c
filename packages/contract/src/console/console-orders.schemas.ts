import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { paymentMethodSchema } from '../checkouts/checkouts.schemas.ts';
import { idSchema } from '../common/ids.ts';
import { orderStateSchema } from '../content/content.schemas.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';
import { orderSchema, orderTimelineEntrySchema, paymentStatusSchema } from '../orders/orders.schemas.ts';
import { paymentAmountSchema } from '../payments/payments.schemas.ts';
import { isoDateSchema } from '../subscriptions/subscriptions.schemas.ts';
import { consoleStoreParamsSchema } from './staff.schemas.ts';

/** Orders per console page unless `size` says otherwise. */
export const CONSOLE_ORDERS_PAGE_SIZE = 20;

/**
 * `GET /api/stores/{storeId}/console/orders`: the store's orders, newest first. `state` keeps one state;
 * `from` and `to` keep orders placed on those India dates (both included).
 */
export const consoleOrderListQuerySchema = z
  .object({
    state: orderStateSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(CONSOLE_ORDERS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'console.datesReversed' satisfies MessageId,
    path: ['to'],
  });
export type ConsoleOrderListQuery = z.infer<typeof consoleOrderListQuerySchema>;

/** The shopper an order is for, as the shop calls them: the phone they signed in with, and their name if given. */
export const orderShopperSchema = z.object({ name: z.string().nullable(), mobile: z.string() });

/**
 * Where a PLACED order stands in the shop: accepted (the shop will make it; an accepted order is no longer
 * cancelled for waiting too long) and packed. Both are times (ISO) or null. They are the shop's steps, not
 * order states: the shopper's states stay the spec's.
 */
const shopStepsSchema = z.object({ acceptedAt: z.string().nullable(), packedAt: z.string().nullable() });

export const consoleOrderSummarySchema = shopStepsSchema.extend({
  id: idSchema,
  orderNumber: z.string(),
  orderDate: z.string(),
  orderState: orderStateSchema,
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  finalPrice: rupeesSchema,
  itemCount: z.number().int().nonnegative(),
  shopper: orderShopperSchema,
  /** The delivery's pin code and city, enough to plan a round. */
  pin: z.string(),
  city: z.string(),
});
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummarySchema>;

export const consoleOrderListSchema = z.object({
  orders: z.array(consoleOrderSummarySchema),
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().min(1),
});
export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;

/** The cash a staff member collected for a cash-on-delivery order when they marked it delivered. */
export const cashCollectedSchema = z.object({
  amount: rupeesSchema,
  staffId: idSchema,
  staffName: z.string().nullable(),
  at: z.string(),
});

/** `GET /api/stores/{storeId}/console/orders/{orderId}`: the order as the shopper sees it, and what the shop needs. */
export const consoleOrderDetailSchema = orderSchema.extend(shopStepsSchema.shape).extend({
  timeline: z.array(orderTimelineEntrySchema),
  shopper: orderShopperSchema,
  cashCollected: cashCollectedSchema.nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

export const consoleOrderParamsSchema = consoleStoreParamsSchema.extend({ orderId: idSchema });
export type ConsoleOrderParams = z.infer<typeof consoleOrderParamsSchema>;

/**
 * What the shop does to an order: ACCEPT and PACK a PLACED order (packing accepts it too), SHIP it (out for
 * delivery), DELIVER it, or CANCEL it with a reason (its stock goes back and a paid amount to the shopper's
 * wallet).
 */
export const orderMoves = ['ACCEPT', 'PACK', 'SHIP', 'DELIVER', 'CANCEL'] as const;
export const orderMoveSchema = z.enum(orderMoves);
export type OrderMove = z.infer<typeof orderMoveSchema>;

/**
 * `POST /api/stores/{storeId}/console/orders/{orderId}/moves`. `fromState` is the state the staff member saw:
 * when the order has changed since (another member moved it), nothing happens and the answer is 409 with the
 * state it is in now. Delivering a cash-on-delivery order needs `cashCollected`, which must be the amount the
 * order is for; any other order takes none. Answers the order as it now is.
 */
export const orderMoveBodySchema = z
  .object({
    move: orderMoveSchema,
    fromState: orderStateSchema,
    reason: z.string().trim().max(500, 'reason exceeds maximum length').optional(),
    cashCollected: paymentAmountSchema.optional(),
  })
  .refine((body) => body.move !== 'CANCEL' || Boolean(body.reason), {
    message: 'orders.cancelReasonRequired' satisfies MessageId,
    path: ['reason'],
  });
export type OrderMoveBody = z.infer<typeof orderMoveBodySchema>;
