import { translate, type MessageId } from '@haat/contract/i18n/translate';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { Db } from '#src/db/connect.ts';
import { changeOrderState, findOrder } from '#src/modules/orders/index.ts';
import { creditPaymentOnce } from '#src/modules/wallets/index.ts';
import {
  findPayment,
  orderHasOtherLivePayment,
  updatePaymentFromStatus,
  type PaymentRow,
} from './payments.repository.ts';

/** What the provider (or our own give-up) says about a payment; amounts in paise. */
export interface SettlementReport {
  status: PaymentTransactionStatus;
  amountPaise: number;
  providerPaymentId: string | null;
  /** Why it failed, when we end it ourselves ('Time Limit Exceeded', 'Payment error'). */
  failureReason?: MessageId;
}

export interface SettlementLog {
  error(details: object, message: string): void;
}

/**
 * Applies a provider's word to a payment, once, in one transaction: the payment row is locked and every
 * UPDATE is guarded by the status it was read in, so ten deliveries of one webhook (or a webhook racing the
 * status poll, the recharge call and the reconciliation job) change it once.
 * - SUCCEEDED for exactly the amount: an order goes PENDING → PLACED (cart cleared); a recharge credits
 *   the wallet. If the order can no longer be placed (failed, cancelled), the money goes to the wallet.
 * - SUCCEEDED for another amount: never a success; FAILED 'Amount mismatch', logged for the shop.
 * - FAILED / USER_DROPPED: the order FAILED (stock back), unless another payment of it is still alive.
 * A success reported after we gave up (FAILED) is still honoured: the shopper's money is never lost.
 */
/** An order payment that ended: its order was placed or failed (a failed one gives its stock back). */
export const settledOrderPayment = (payment: PaymentRow | null): payment is PaymentRow =>
  payment !== null && payment.purpose === 'ORDER' && payment.status !== 'PROGRESS';

export async function settlePayment(
  db: Db,
  log: SettlementLog,
  ref: { storeId: string; id: string },
  report: SettlementReport,
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const payment = await findPayment(tx, { storeId: ref.storeId }, ref.id, { lock: true });
    if (!payment || report.status === 'PROGRESS' || payment.status === 'SUCCEEDED') return payment;
    const lateSuccess = payment.status !== 'PROGRESS';
    if (lateSuccess && report.status !== 'SUCCEEDED') return payment;
    if (report.status === 'SUCCEEDED' && report.amountPaise !== payment.amountPaise) {
      log.error(
        { paymentTransactionId: payment.id, expectedPaise: payment.amountPaise, reportedPaise: report.amountPaise },
        'payment provider reported another amount: not settled as paid',
      );
      if (lateSuccess) return payment;
      return fail(tx, payment, 'FAILED', 'payment.reasonAmountMismatch', report.providerPaymentId);
    }
    if (report.status === 'SUCCEEDED') return succeed(tx, payment, report.providerPaymentId);
    return fail(tx, payment, report.status, report.failureReason ?? 'payment.failedOrDropped', null);
  });
}

async function succeed(tx: Db, payment: PaymentRow, providerPaymentId: string | null): Promise<PaymentRow> {
  const updated = await updatePaymentFromStatus(tx, payment, {
    status: 'SUCCEEDED',
    failureReason: null,
    providerPaymentId,
  });
  if (!updated) throw new Error(`payment ${payment.id} changed under a lock`);
  const credit = (description: string) =>
    creditPaymentOnce(tx, {
      storeId: payment.storeId,
      customerId: payment.customerId,
      amountPaise: payment.amountPaise,
      description,
      paymentTransactionId: payment.id,
    });
  if (payment.purpose === 'WALLET_RECHARGE') {
    await credit(walletDescriptions.onlineRecharge);
    return updated;
  }
  const placed = payment.orderId
    ? await changeOrderState(tx, {
        owner: { storeId: payment.storeId },
        orderId: payment.orderId,
        to: 'PLACED',
        actor: 'PAYMENT',
      })
    : null;
  if (!placed?.ok) {
    // The order failed or was cancelled before the money came (or was paid by another attempt).
    const order = payment.orderId ? await findOrder(tx, { storeId: payment.storeId }, payment.orderId) : null;
    await credit(order ? walletDescriptions.latePayment(order.orderNumber) : walletDescriptions.onlineRecharge);
  }
  return updated;
}

async function fail(
  tx: Db,
  payment: PaymentRow,
  status: Exclude<PaymentTransactionStatus, 'PROGRESS' | 'SUCCEEDED'>,
  reason: MessageId,
  providerPaymentId: string | null,
): Promise<PaymentRow> {
  // The payment's own reason is the API's English (spec §4); the order's is put into the shopper's language.
  const failureReason = translate('en', reason);
  const updated = await updatePaymentFromStatus(tx, payment, { status, failureReason, providerPaymentId });
  if (!updated) throw new Error(`payment ${payment.id} changed under a lock`);
  if (payment.orderId && !(await orderHasOtherLivePayment(tx, payment.storeId, payment.orderId, payment.id))) {
    // Refused when the order is no longer PENDING (cancelled meanwhile): nothing more to undo then.
    await changeOrderState(tx, {
      owner: { storeId: payment.storeId },
      orderId: payment.orderId,
      to: 'FAILED',
      actor: 'PAYMENT',
      reasonId: reason,
    });
  }
  return updated;
}
