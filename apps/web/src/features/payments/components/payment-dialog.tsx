import '#src/features/payments/components/payments.css';
import { useEffect, useRef } from 'react';
import { Modal } from '#src/ui/modal.tsx';
import { useT } from '#src/lib/i18n.tsx';
import type { CheckoutDialogHandlers } from '#src/features/payments/hooks/use-provider-checkout.ts';
import { paymentPageOrigin } from '#src/features/payments/lib/payment-providers.ts';

/** The emulator's page (and any page that speaks the same way) says `{ source, status }` when it is done. */
const PAGE_SOURCE = 'haat-gateway-emulator';

function readSignal(data: unknown): 'finished' | 'error' | null {
  if (!data || typeof data !== 'object') return null;
  const { source, status } = data as { source?: unknown; status?: unknown };
  if (source !== PAGE_SOURCE) return null;
  return typeof status === 'string' && /error/i.test(status) ? 'error' : 'finished';
}

/**
 * The provider's checkout in an in-page dialog (CASHFREE, BMSPAY), then a 'Confirming your payment' note
 * while the status settles. A message from the page only makes us ask the server sooner; the server's
 * answer decides.
 */
export function PaymentDialog({ view, onClose, onProviderSignal }: CheckoutDialogHandlers) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const signalRef = useRef(onProviderSignal);
  useEffect(() => {
    signalRef.current = onProviderSignal;
  });
  const paying = view?.phase === 'paying';
  const paymentUrl = view?.session.paymentUrl ?? '';

  useEffect(() => {
    if (!paying) return;
    const origin = paymentPageOrigin(paymentUrl);
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const signal = readSignal(event.data);
      if (signal) signalRef.current(signal);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [paying, paymentUrl]);

  if (!view) return null;
  if (!paying) {
    return (
      <div className="payment-confirming" role="status" aria-live="polite">
        <span className="spinner payment-confirming__spinner" aria-hidden="true" />
        <span>{t('payment.confirming')}</span>
      </div>
    );
  }
  return (
    <Modal open title={t('payment.completeTitle')} onClose={onClose}>
      <div className="payment-dialog">
        <iframe
          ref={frameRef}
          className="payment-dialog__frame"
          title={t('payment.pageTitle')}
          src={paymentUrl}
          allow="payment"
        />
        <p className="muted payment-dialog__note" role="status">
          {t('payment.finishNote')}
        </p>
      </div>
    </Modal>
  );
}
