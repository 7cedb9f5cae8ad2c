import type { OrderState } from '@haat/contract/content/content.schemas';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';
import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { Db } from '#src/db/connect.ts';
import { clearCustomerCart } from '#src/modules/carts/index.ts';
import { giveCouponUseBack } from '#src/modules/coupons/index.ts';
import { creditWallet } from '#src/modules/wallets/index.ts';
import { inEnglish, refuse, unlessRefused, type Failure, type Result } from '#src/result.ts';
import {
  findOrder,
  listOrderItems,
  recordStateChange,
  returnStock,
  updateOrderFromState,
  type OrderItemRow,
  type OrderOwner,
  type OrderRow,
} from './orders.repository.ts';
import { issueCreditNote, issueInvoice } from './tax-document.service.ts';
import { queueOrderNotice } from '#src/modules/order-notices/index.ts';
import { text, type MessageId } from '@haat/contract/i18n/translate';

/**
 * Who moves an order: the shopper, the shop (operator CLI, or its staff in the console: issue 37), the
 * payments flow (payments issue), or the expiry of an order the shop left waiting past its store's wait
 * (issue 33).
 */
export type OrderActor = 'CUSTOMER' | 'OPERATOR' | 'STAFF' | 'PAYMENT' | 'EXPIRY';

/** What the shop may do, from its command line or its console alike. */
const shopTransitions = {
  PENDING: ['CANCELLED'],
  PLACED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'CANCELLED'],
} as const satisfies Partial<Record<OrderState, readonly OrderState[]>>;

/**
 * Every move an actor may make. DELIVERED, FAILED and CANCELLED are final. The payments flow confirms
 * (PENDING → PLACED) or fails (PENDING → FAILED) an online order, and cancels one never paid within the
 * payment time limit (PENDING → CANCELLED, its stock released); the shop ships and delivers, and may
 * cancel anything not yet delivered; the shopper may only cancel, and only before shipping.
 */
export const orderTransitions: Record<OrderActor, Partial<Record<OrderState, readonly OrderState[]>>> = {
  CUSTOMER: { PENDING: ['CANCELLED'], PLACED: ['CANCELLED'] },
  OPERATOR: shopTransitions,
  STAFF: shopTransitions,
  PAYMENT: { PENDING: ['PLACED', 'FAILED', 'CANCELLED'] },
  EXPIRY: { PLACED: ['CANCELLED'] },
};

export interface OrderStateChange {
  owner: OrderOwner;
  orderId: string;
  to: OrderState;
  actor: OrderActor;
  /** A person's reason in their own words: a shopper's or a shop's cancellation. */
  reason?: string | undefined;
  /** Our own reason, put into each reader's language: a failed payment, an expired order. */
  reasonId?: MessageId | undefined;
  /** When it happens by the business clock: the date and financial year of an invoice it issues. Now if omitted. */
  at?: Date | undefined;
  /**
   * The state the mover saw when they chose the move (the console sends it): if the order has changed since,
   * someone else moved it first, and nothing happens (409 with the state it is in now).
   */
  fromState?: OrderState | undefined;
}

type OrderStateFailure = 'NOT_FOUND' | 'NOT_ALLOWED' | 'INVALID_TRANSITION';
/** The order as it now is, with its items, and the state it left. */
export type OrderStateResult = Result<{ order: OrderRow; items: OrderItemRow[]; from: OrderState }, OrderStateFailure>;

/**
 * Moves an order to another state in one transaction, with its effects: CANCELLED and FAILED put the stock
 * back and refund a PAID amount to the wallet (a CREDIT; payment REFUNDED); PLACED from PENDING marks the
 * payment PAID and empties the cart; DELIVERED marks a COD payment PAID; SHIPPED issues the invoice (the
 * goods leave: CGST Act s.31) and CANCELLED a credit note for an issued invoice (decision 030). The order row
 * is locked first and the UPDATE is guarded by the state it was read in, so concurrent changes apply once.
 */
export async function changeOrderState(db: Db, change: OrderStateChange): Promise<OrderStateResult> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const current = await findOrder(tx, change.owner, change.orderId, { lock: true });
      if (!current) refuse('NOT_FOUND', 'server.orderNotFound');
      const refusal = refusalOf(change, current);
      if (refusal) refuse(refusal.code, refusal.message);
      const updated = await applyTransition(tx, current, change);
      const items = await listOrderItems(tx, current.storeId, [current.id]);
      return { order: updated, items, from: current.orderState };
    }),
  );
}

function refusalOf(change: OrderStateChange, order: OrderRow): Failure<OrderStateFailure> | null {
  const from = order.orderState;
  if (change.fromState && change.fromState !== from) {
    return { code: 'INVALID_TRANSITION', message: text('server.orderMovedOn', { state: from }) };
  }
  // An order the shop accepted is being made: waiting too long no longer cancels it.
  if (change.actor === 'EXPIRY' && order.acceptedAt) {
    return { code: 'INVALID_TRANSITION', message: 'server.orderAlreadyAccepted' };
  }
  if (orderTransitions[change.actor][from]?.includes(change.to)) return null;
  if (change.actor === 'CUSTOMER' && change.to !== 'CANCELLED') {
    return { code: 'NOT_ALLOWED', message: 'server.onlyCancel' };
  }
  if (from === change.to) {
    return { code: 'INVALID_TRANSITION', message: text('server.orderAlready', { state: from }) };
  }
  if (change.to === 'CANCELLED') {
    return {
      code: 'INVALID_TRANSITION',
      message: text('server.orderNotCancellable', { state: from }),
    };
  }
  return { code: 'INVALID_TRANSITION', message: text('server.orderCannotBecome', { from, to: change.to }) };
}

async function applyTransition(tx: Db, order: OrderRow, change: OrderStateChange): Promise<OrderRow> {
  const { to } = change;
  let paymentStatus: PaymentStatus = order.paymentStatus;
  if (to === 'CANCELLED' || to === 'FAILED') {
    await returnStock(tx, order.storeId, await listOrderItems(tx, order.storeId, [order.id]));
    // A cancelled or failed order gives its coupon use back, as it gives its stock (decision 050).
    if (order.couponId) await giveCouponUseBack(tx, order.storeId, order.couponId);
    paymentStatus = await refundIfPaid(tx, order, to);
  } else if (to === 'PLACED') {
    paymentStatus = 'PAID';
    await clearCustomerCart(tx, order.storeId, order.customerId);
  } else if (to === 'DELIVERED' && order.paymentMethod === 'COD') {
    paymentStatus = 'PAID';
  }
  const words = change.reason?.trim() || null;
  const reasonId = change.reasonId ?? null;
  const updated = await updateOrderFromState(tx, order.storeId, order.id, order.orderState, {
    orderState: to,
    paymentStatus,
    ...(to === 'CANCELLED' ? { cancelReason: words, cancelReasonId: reasonId } : {}),
    ...(to === 'FAILED' ? { failureReason: reasonId } : {}),
  });
  // The history and a credit note keep the reason as words: ours in English, as an operator reads them.
  const reason = words ?? (reasonId && inEnglish(reasonId));
  // The row is locked, so this cannot happen; if it ever did, roll back rather than refund twice.
  if (!updated) throw new Error(`order ${order.id} changed under a lock`);
  const at = change.at ?? new Date();
  if (to === 'SHIPPED') await issueInvoice(tx, updated, at);
  if (to === 'CANCELLED') await issueCreditNote(tx, updated, at, reason);
  await recordStateChange(tx, {
    storeId: order.storeId,
    orderId: order.id,
    fromState: order.orderState,
    toState: to,
    actor: change.actor,
    reason,
  });
  // The shopper's SMS, sent after the commit by the notices job: a failing SMS gateway never fails a move.
  // An online order never paid was never placed: its cancellation is no news to the shopper.
  const noticed = to === 'CANCELLED' ? order.orderState !== 'PENDING' : to !== 'FAILED';
  if (noticed) await queueOrderNotice(tx, updated, to);
  return updated;
}

/** A PAID order's amount goes back to the customer's wallet; an unpaid one just stops waiting for money. */
async function refundIfPaid(tx: Db, order: OrderRow, to: 'CANCELLED' | 'FAILED'): Promise<PaymentStatus> {
  if (order.paymentStatus !== 'PAID') return to === 'FAILED' ? 'FAILED' : 'CANCELLED';
  if (order.finalPricePaise > 0) {
    const credited = await creditWallet(tx, {
      storeId: order.storeId,
      customerId: order.customerId,
      amountPaise: order.finalPricePaise,
      description: walletDescriptions.orderRefund(order.orderNumber),
      orderId: order.id,
    });
    if (!credited) throw new Error(`no wallet to refund order ${order.id}`);
  }
  return 'REFUNDED';
}
