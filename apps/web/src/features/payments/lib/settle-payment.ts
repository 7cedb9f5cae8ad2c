import type { MessageId } from '@haat/contract/i18n/compiled/message-id';
import type { PaymentAbandonReason, PaymentTransaction } from '@haat/contract/payments/payments.schemas';
import type { PollOutcome } from '#src/features/payments/lib/payment-polling.ts';

/** How a payment ended for the shopper: paid, or not paid with the toast that says why. */
export type PaymentResult = { paid: true; transaction: PaymentTransaction } | { paid: false; message: MessageId };

type Abandon = (reason: PaymentAbandonReason) => Promise<PaymentTransaction>;

/**
 * Spec §4 and §8, from the poll's outcome: FAILED or USER_DROPPED → 'Payment failed or user dropped'; over the
 * limit → abandon with 'Time Limit Exceeded' and 'Time limit exceeded'; a gateway error → abandon with
 * 'Payment error' and 'Payment failed'; a status read that keeps failing → 'Error fetching payment status'.
 * An abandon the server answers SUCCEEDED (the money arrived at the last moment) counts as paid.
 * Null when the poll was stopped: nobody is waiting for the answer any more.
 */
export async function settlePayment(outcome: PollOutcome, abandon: Abandon): Promise<PaymentResult | null> {
  switch (outcome.kind) {
    case 'succeeded':
      return { paid: true, transaction: outcome.transaction };
    case 'failed':
      return { paid: false, message: 'payment.failedOrDropped' };
    case 'timed-out':
      return giveUp(abandon, 'Time Limit Exceeded', 'payment.timeLimitExceeded');
    case 'gateway-error':
      return giveUp(abandon, 'Payment error', 'payment.failed');
    case 'status-error':
      return { paid: false, message: 'payment.statusFetchFailed' };
    case 'stopped':
      return null;
  }
}

async function giveUp(abandon: Abandon, reason: PaymentAbandonReason, message: MessageId): Promise<PaymentResult> {
  try {
    const transaction = await abandon(reason);
    if (transaction.paymentStatus === 'SUCCEEDED') return { paid: true, transaction };
  } catch {
    // The server's reconciliation settles the payment later; the shopper hears the same outcome now.
  }
  return { paid: false, message };
}
