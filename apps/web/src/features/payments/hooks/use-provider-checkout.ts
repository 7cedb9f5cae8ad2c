import { useCallback, useEffect, useRef, useState } from 'react';
import { PHONEPE_POLL_LIMIT_MS } from '@haat/contract/constants';
import type { PaymentSession } from '@haat/contract/payments/payments.schemas';
import { abandonPayment } from '#src/features/payments/api/abandon-payment.ts';
import { getPaymentTransaction } from '#src/features/payments/api/get-payment-transaction.ts';
import { startPaymentPoll, type PaymentPoll } from '#src/features/payments/lib/payment-polling.ts';
import { pollLimitFor, type PaymentWay } from '#src/features/payments/lib/payment-providers.ts';
import { settlePayment, type PaymentResult } from '#src/features/payments/lib/settle-payment.ts';

/** 'paying': the provider's page is open in our dialog; 'confirming': we wait for the final status. */
export interface CheckoutView {
  session: PaymentSession;
  phase: 'paying' | 'confirming';
}

export interface CheckoutDialogHandlers {
  view: CheckoutView | null;
  /** The shopper closed the provider's page: wait the provider's limit for the final status. */
  onClose: () => void;
  /** The provider page says it finished (a hint only) or that its checkout broke. */
  onProviderSignal: (signal: 'finished' | 'error') => void;
  /** Set while the shopper picks how to pay (UPI app, QR code or the provider's page). */
  choice?: PaymentChoice | null;
}

export interface PaymentChoice {
  /** The way offered first: the UPI app on a phone, the QR code on a laptop. */
  first: 'UPI_APP' | 'UPI_QR';
  choose: (way: PaymentWay) => void;
  cancel: () => void;
}

/**
 * Watches one payment: shows the provider's page (when asked), polls its status and settles it (spec §4).
 * While the page is open the shopper is still paying, so the wait is the longest a provider allows; from the
 * moment they finish or close it, the provider's own limit applies. Leaving the screen stops the watch;
 * the server's reconciliation settles a payment nobody waits for.
 */
export function useProviderCheckout() {
  const [view, setView] = useState<CheckoutView | null>(null);
  const pollRef = useRef<PaymentPoll | null>(null);

  useEffect(() => () => pollRef.current?.stop(), []);

  const watch = useCallback(
    async (session: PaymentSession, { showPage }: { showPage: boolean }): Promise<PaymentResult | null> => {
      pollRef.current?.stop();
      const poll = startPaymentPoll({
        fetchStatus: (signal) => getPaymentTransaction(session.id, session.provider, signal),
        // With the page open the shopper is still paying: allow the longest wait any provider has.
        limitMs: showPage ? PHONEPE_POLL_LIMIT_MS : pollLimitFor(session.provider),
      });
      pollRef.current = poll;
      setView({ session, phase: showPage ? 'paying' : 'confirming' });
      const outcome = await poll.done;
      if (outcome.kind !== 'stopped') setView({ session, phase: 'confirming' });
      const result = await settlePayment(outcome, (reason) => abandonPayment(session.id, reason));
      if (pollRef.current === poll) {
        pollRef.current = null;
        setView(null);
      }
      return result;
    },
    [],
  );

  const settleSoon = useCallback((session: PaymentSession) => {
    pollRef.current?.settleWithin(pollLimitFor(session.provider));
    pollRef.current?.wake();
  }, []);

  const dialog: CheckoutDialogHandlers = {
    view,
    onClose: () => {
      if (!view) return;
      setView({ ...view, phase: 'confirming' });
      settleSoon(view.session);
    },
    onProviderSignal: (signal) => {
      if (!view) return;
      if (signal === 'error') pollRef.current?.reportGatewayError();
      else settleSoon(view.session);
    },
  };

  return { watch, dialog };
}
