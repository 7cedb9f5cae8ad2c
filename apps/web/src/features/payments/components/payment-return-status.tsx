import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useProviderCheckout } from '#src/features/payments/hooks/use-provider-checkout.ts';
import { forgetReturn, readReturn, RETURN_QUERY } from '#src/features/payments/lib/payment-return.ts';

interface PaymentReturnStatusProps {
  orderId: string;
  /** The payment settled: the page reads the order (and the cart) again. */
  onSettled: (paid: boolean) => void;
}

/**
 * On the order's status page after a redirecting provider (PHONEPE) sent the shopper back: polls the payment
 * up to the provider's limit and says so meanwhile; failures are told as toasts, the order shows the rest.
 */
export function PaymentReturnStatus({ orderId, onSettled }: PaymentReturnStatusProps) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const [pending] = useState(() => readReturn(orderId, search));
  const { watch, dialog } = useProviderCheckout();
  // The watch starts once per arrival; when it ends it reaches whatever the page holds by then.
  const latest = useRef({ onSettled, setSearch, t });
  useEffect(() => {
    latest.current = { onSettled, setSearch, t };
  });

  useEffect(() => {
    if (!pending) return;
    const session = {
      id: pending.paymentTransactionId,
      provider: pending.provider,
      paymentSessionId: '',
      paymentUrl: '',
    };
    void watch(session, { showPage: false }).then((result) => {
      if (!result) return; // left the page (or a re-run replaced this watch)
      forgetReturn(orderId);
      if (!result.paid) notify.error(latest.current.t(result.message));
      latest.current.onSettled(result.paid);
      latest.current.setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RETURN_QUERY);
          return next;
        },
        { replace: true },
      );
    });
  }, [orderId, pending, watch]);

  if (!dialog.view) return null;
  return (
    <p className="order-page__eta" role="status">
      {t('payment.confirming')}
    </p>
  );
}
