import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { paymentMethodSchema, shippingAddressViewSchema } from '../checkouts/checkouts.schemas.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { ORDERS_PAGE_SIZE } from '../constants.ts';
import { orderStateSchema } from '../content/content.schemas.ts';

/**
 * Where an order's money stands. PENDING: not yet received (online payment under way, or cash to be
 * collected at delivery — COD turns PAID when the order is DELIVERED); PAID; FAILED (the online payment
 * failed); REFUNDED (paid, then cancelled: credited back to the wallet); CANCELLED (cancelled before any
 * money moved).
 */
export const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'CANCELLED'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Order numbers read `HAAT-YYMMDD-XXXXXX`: the prefix, the order date (India time) and six random Crockford
 * base32 characters (no I, L, O, U), unique per store. The last four characters are what the order list shows.
 */
export const ORDER_NUMBER_PREFIX = 'HAAT';

/**
 * How many online (PAYMENT_GATEWAY) orders one customer may have waiting for payment in a store: each holds
 * its stock until paid or until the payment time limit cancels it, so a few are plenty and many are an attack.
 */
export const MAX_UNPAID_ONLINE_ORDERS = 3;

/**
 * `POST /api/orders`: places the checkout (once; a second time answers 409). An online order while the
 * customer already has MAX_UNPAID_ONLINE_ORDERS waiting for payment answers 409 and places nothing.
 */
export const placeOrderBodySchema = z.object({
  checkoutId: idSchema,
  customerId: idSchema,
  orgId: idSchema.optional(),
  storeId: idSchema.optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderItemSchema = z.object({
  productVariantId: idSchema.nullable(),
  productName: z.string(),
  sku: z.string(),
  thumbnail: z.string().nullable(),
  quantity: z.number().int().positive(),
  mrp: rupeesSchema,
  sellingPrice: rupeesSchema,
  weight: z.number(),
  weightUnit: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order (spec §3). Money is frozen at placement: totalPrice, couponDiscount, totalDiscount and tax as in
 * the cart, `shippingCharge` as the checkout's shippingPrice, `finalPrice` what was (or is to be) paid.
 * `orderDate` is an ISO date-time. `expectedDeliveryTime` is the store's first shipping rule's label when
 * shipping was enabled at placement.
 */
export const orderSchema = z.object({
  id: idSchema,
  orderNumber: z.string(),
  orderDate: z.string(),
  orderState: orderStateSchema,
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  shippingAddress: shippingAddressViewSchema,
  orderItems: z.array(orderItemSchema),
  totalPrice: rupeesSchema,
  /** Ours: the coupon the order used (as the shop wrote its code), null for none; couponDiscount is its amount. */
  couponCode: z.string().nullable(),
  couponDiscount: rupeesSchema,
  totalDiscount: rupeesSchema,
  tax: rupeesSchema,
  shippingCharge: rupeesSchema,
  finalPrice: rupeesSchema,
  expectedDeliveryTime: z.string().nullable(),
  failureReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** One state an order reached, and when (ISO date-time): the order page's timeline. */
export const orderTimelineEntrySchema = z.object({ state: orderStateSchema, at: z.string() });
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** `GET /api/orders/{id}`: the order and the states it has been through, oldest first. */
export const orderDetailSchema = orderSchema.extend({ timeline: z.array(orderTimelineEntrySchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderParamsSchema = z.object({ id: idSchema });
/**
 * The order's documents, each a PDF attachment in the request's language (params `orderParamsSchema`, query
 * `orderQuerySchema`; decision 030):
 * - `GET /api/orders/{id}/invoice` → `invoice-{orderNumber}.pdf`: the invoice issued when the order shipped
 *   (a tax invoice, a bill of supply or a receipt, by the shop's GST registration); 409 until the order is
 *   DELIVERED, as the spec offers it then.
 * - `GET /api/orders/{id}/credit-note` → `credit-note-{orderNumber}.pdf`: the credit note of an invoiced order
 *   that was cancelled, against its invoice; 404 `{ message, code }` for an order that has none.
 */
export const orderDocumentPaths = {
  invoice: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`,
  creditNote: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/credit-note`,
} as const;
export const orderQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/** `GET /api/orders?customerId=…&page=1&size=8`: the customer's orders, newest first; `page` is 1-based. */
export const orderListQuerySchema = orderQuerySchema.extend({
  customerId: idSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** `totalPages` is at least 1, so an empty list still has page 1. */
export const orderListResponseSchema = z.object({ orders: z.array(orderSchema), totalPages: z.number().int().min(1) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/**
 * `PUT /api/orders/{id}/state` (the spec shows the path and body, not the method; PUT it is). A customer
 * may only cancel (`orderState: 'CANCELLED'`, else 400), and only a PENDING or PLACED order (else 409).
 * Cancelling returns the stock and refunds a paid amount to the wallet (a CREDIT). Answers the order.
 */
export const changeOrderStateBodySchema = z
  .object({
    orderState: orderStateSchema,
    reason: z.string().trim().max(500, 'reason exceeds maximum length').optional(),
    storeId: idSchema.optional(),
    orgId: idSchema.optional(),
  })
  // Spec §4: an order is cancelled "with a reason".
  .refine((body) => body.orderState !== 'CANCELLED' || Boolean(body.reason), {
    message: 'orders.cancelReasonRequired',
    path: ['reason'],
  });
export type ChangeOrderStateBody = z.infer<typeof changeOrderStateBodySchema>;
