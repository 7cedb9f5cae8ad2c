import '#src/features/payments/components/payments.css';
import { useEffect, useRef, useState } from 'react';
import type { UpiPayment } from '@haat/contract/payments/payments.schemas';
import { Modal } from '#src/ui/modal.tsx';
import { useT } from '#src/lib/i18n.tsx';
import type { CheckoutDialogHandlers, PaymentChoice } from '#src/features/payments/hooks/use-provider-checkout.ts';
import { paymentPageOrigin, prefersUpiApp } from '#src/features/payments/lib/payment-providers.ts';

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
export function PaymentDialog({ view, onClose, onProviderSignal, choice }: CheckoutDialogHandlers) {
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

  if (choice) return <ChooseWay choice={choice} />;
  if (!view) return null;
  const upi = view.session.upi;
  if (paying && upi) return <UpiPay upi={upi} onClose={onClose} />;
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

/** How to pay: the way that suits this device first, the other UPI way, then the provider's own page. */
function ChooseWay({ choice }: { choice: PaymentChoice }) {
  const t = useT();
  const ways = choice.first === 'UPI_APP' ? (['UPI_APP', 'UPI_QR'] as const) : (['UPI_QR', 'UPI_APP'] as const);
  return (
    <Modal open title={t('payment.chooseTitle')} onClose={choice.cancel} size="sm">
      <div className="payment-ways">
        {ways.map((way, index) => (
          <button
            key={way}
            type="button"
            className={index === 0 ? 'button button--primary' : 'button'}
            onClick={() => choice.choose(way)}
          >
            {t(way === 'UPI_APP' ? 'payment.upiApp' : 'payment.upiQr')}
          </button>
        ))}
        <button type="button" className="button" onClick={() => choice.choose('PAGE')}>
          {t('payment.otherWays')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * A UPI payment under way: on a phone the link that opens the UPI app, on a laptop the QR code to scan
 * (drawn by the server from the same link); either can switch to the other. The status is polled all along,
 * so coming back from the UPI app, paid or not, finds the page up to date.
 */
function UpiPay({ upi, onClose }: { upi: UpiPayment; onClose: () => void }) {
  const t = useT();
  const [way, setWay] = useState<'UPI_APP' | 'UPI_QR'>(() => (prefersUpiApp() ? 'UPI_APP' : 'UPI_QR'));
  // The development emulator's UPI app is a web page: it opens beside the shop, as a UPI app would.
  const webPage = paymentPageOrigin(upi.appUrl) !== null;
  return (
    <Modal open title={t(way === 'UPI_APP' ? 'payment.upiAppTitle' : 'payment.upiQrTitle')} onClose={onClose} size="sm">
      <div className="payment-upi">
        {way === 'UPI_APP' ? (
          <>
            <a
              className="button button--primary payment-upi__open"
              href={upi.appUrl}
              {...(webPage ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {t('payment.upiApp')}
            </a>
            <p className="muted payment-upi__note">{t('payment.upiAppNote')}</p>
          </>
        ) : (
          <>
            <svg
              className="payment-upi__qr"
              viewBox={`0 0 ${upi.qr.size} ${upi.qr.size}`}
              role="img"
              aria-label={t('payment.upiQrAlt')}
              data-upi-link={upi.link}
              shapeRendering="crispEdges"
            >
              <rect width={upi.qr.size} height={upi.qr.size} fill="#ffffff" />
              <path d={upi.qr.path} fill="#000000" />
            </svg>
            <p className="muted payment-upi__note">{t('payment.upiQrNote')}</p>
          </>
        )}
        <p className="payment-upi__waiting" role="status">
          <span className="spinner payment-upi__spinner" aria-hidden="true" />
          {t('payment.upiWaiting')}
        </p>
        <button type="button" className="button" onClick={() => setWay(way === 'UPI_APP' ? 'UPI_QR' : 'UPI_APP')}>
          {t(way === 'UPI_APP' ? 'payment.upiQr' : 'payment.upiApp')}
        </button>
      </div>
    </Modal>
  );
}
