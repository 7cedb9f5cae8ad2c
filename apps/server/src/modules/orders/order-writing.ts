import type { PaymentMethod, ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { text, type MessageId } from '@haat/contract/i18n/translate';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';
import { priceEachLine, type LinePricePaise } from '@haat/contract/pricing/line-pricing';
import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { AppliedCoupon } from '#src/modules/coupons/index.ts';
import { queueOrderNotice } from '#src/modules/order-notices/index.ts';
import { orderMoneyOf, priceCheckout, type PricedCheckoutLine } from '#src/modules/pricing/index.ts';
import type { StoreCommerceSettings } from '#src/modules/stores/index.ts';
import { debitWallet } from '#src/modules/wallets/index.ts';
import { refuse } from '#src/result.ts';
import { newOrderNumber } from './order-number.ts';
import {
  insertOrder,
  insertOrderItems,
  recordStateChange,
  takeStock,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * An order about to be written, by a shopper's checkout or by a subscription's day. Its lines are priced from
 * the catalogue as it is now; `shipping` is the store's rule for a checkout and none for a subscription (the
 * shopper confirmed a total without it).
 */
export interface OrderToWrite {
  storeId: string;
  customerId: string;
  checkoutId: string | null;
  lines: readonly PricedCheckoutLine[];
  shipping: Pick<StoreCommerceSettings, 'shippingRule'>;
  /** The coupon placement claimed a use of, with its discount on these lines; none for a subscription. */
  coupon?: AppliedCoupon | null;
  paymentMethod: PaymentMethod;
  orderState: OrderState;
  paymentStatus: PaymentStatus;
  failureReason?: MessageId;
  shippingAddress: ShippingAddress;
  expectedDeliveryTime: string | null;
  placedAt: Date;
  /** Who wrote the first history line, and why (an operator reads it). */
  actor: string;
  /** The shopper's language, which the order's SMS speak; left out, the store's. */
  locale?: Locale;
  historyReason?: string;
}

export type WrittenOrder = { order: OrderRow; items: OrderItemRow[] };

/**
 * The one way an order is made, inside the caller's transaction: writes the order under a fresh number with
 * its items and first history line, debits the wallet with a guard when the wallet pays, and takes the stock
 * with a guard. A short shelf refuses NOT_AVAILABLE and a short wallet INSUFFICIENT_BALANCE (thrown, so the
 * caller's transaction rolls all of it back). A rule added here holds for checkouts and subscriptions.
 *
 * The stock comes last: its row locks are what concurrent orders for a popular product queue on, and taken
 * last they are held only until the commit, not through every write of the order. A shelf already short in
 * the lines as read is refused before any write.
 */
export async function writeOrder(tx: Db, order: OrderToWrite): Promise<WrittenOrder> {
  for (const { variant, quantity } of order.lines) {
    if (variant.availableQuantity < quantity) notEnoughStock(variant.productName);
  }
  const written = await writeOrderRecord(tx, order);
  if (order.paymentMethod === WALLET_PAYMENT_METHOD && written.order.finalPricePaise > 0) {
    const debited = await debitWallet(tx, {
      storeId: order.storeId,
      customerId: order.customerId,
      amountPaise: written.order.finalPricePaise,
      description: walletDescriptions.orderPayment(written.order.orderNumber),
      orderId: written.order.id,
    });
    if (!debited) refuse('INSUFFICIENT_BALANCE', 'payment.insufficientBalance');
  }
  const wanted = order.lines.map(({ variant, quantity }) => ({ variantId: variant.productVariantId, quantity }));
  const [short] = await takeStock(tx, order.storeId, wanted);
  if (short) notEnoughStock(order.lines.find((line) => line.variant.productVariantId === short)!.variant.productName);
  return written;
}

function notEnoughStock(product: string): never {
  return refuse('NOT_AVAILABLE', text('server.notEnoughStock', { product }));
}

/**
 * Writes the order, its items and its first history line, and nothing else: for an order that takes neither
 * stock nor money (a subscription's failed day), and as the last step of `writeOrder`.
 */
export async function writeOrderRecord(tx: Db, order: OrderToWrite): Promise<WrittenOrder> {
  const discountPaise = order.coupon?.discountPaise ?? 0;
  const row = await insertWithFreshNumber(tx, {
    storeId: order.storeId,
    customerId: order.customerId,
    checkoutId: order.checkoutId,
    orderState: order.orderState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    failureReason: order.failureReason ?? null,
    shippingAddress: order.shippingAddress,
    couponId: order.coupon?.couponId ?? null,
    couponCode: order.coupon?.code ?? null,
    ...orderMoneyOf(priceCheckout(order.lines, order.shipping, discountPaise)),
    expectedDeliveryTime: order.expectedDeliveryTime,
    placedAt: order.placedAt,
    locale: order.locale ?? null,
  });
  // A checkout's order placed at once (cash, wallet) gets its SMS; a subscription's daily order does not.
  if (row.orderState === 'PLACED' && order.checkoutId) await queueOrderNotice(tx, row, 'PLACED');
  // Each line keeps its share of the coupon and the GST on what is left of it, as its invoice line prints them.
  const priced = priceEachLine(
    order.lines.map(({ variant, quantity }) => ({ ...variant, quantity })),
    discountPaise,
  );
  const items = await insertOrderItems(
    tx,
    order.storeId,
    row.id,
    order.lines.map((line, position) => orderItemOf(line, position, priced[position]!)),
  );
  await recordStateChange(tx, {
    storeId: order.storeId,
    orderId: row.id,
    fromState: null,
    toState: row.orderState,
    actor: order.actor,
    reason: order.historyReason ?? null,
  });
  return { order: row, items };
}

/** Inserts the order under a freshly drawn number (another draw on the rare clash). */
async function insertWithFreshNumber(
  tx: Db,
  { placedAt, ...order }: Omit<Parameters<typeof insertOrder>[1], 'orderNumber'> & { placedAt: Date },
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insertOrder(tx, { ...order, orderNumber: newOrderNumber(placedAt) });
    if (inserted) return inserted;
  }
  throw new Error('could not draw a free order number');
}

/** An order line copied from the catalogue as it is now, with its share of the coupon. */
function orderItemOf({ variant, quantity }: PricedCheckoutLine, position: number, price: LinePricePaise): NewOrderItem {
  return {
    position,
    productVariantId: variant.productVariantId,
    productId: variant.productId,
    productName: variant.productName,
    sku: variant.sku,
    thumbnail: variant.thumbnail,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    quantity,
    mrpPaise: variant.mrpPaise,
    sellingPricePaise: variant.sellingPricePaise,
    taxPercent: variant.taxPercent,
    taxType: variant.taxType,
    taxPaise: price.taxPaise,
    couponDiscountPaise: price.couponSharePaise,
    hsnCode: variant.hsnCode,
  };
}
