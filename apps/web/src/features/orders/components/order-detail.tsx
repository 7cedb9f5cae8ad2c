import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@haat/contract/format';
import type { OrderDetail as OrderWithTimeline } from '@haat/contract/orders/orders.schemas';
import { useLocale, useT, type MessageId } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useDownloadOrderDocument, type OrderDocument } from '#src/features/orders/api/download-order-document.ts';
import { OrderFacts } from '#src/features/orders/components/order-facts.tsx';
import { OrderItems } from '#src/features/orders/components/order-items.tsx';
import { OrderTotals } from '#src/features/orders/components/order-totals.tsx';
import { RetryPayment } from '#src/features/orders/components/retry-payment.tsx';
import { ReorderButton } from '#src/features/buy-again/index.ts';
import {
  orderPageActions,
  orderStateLabel,
  showsExpectedDelivery,
  deliveryTimeId,
} from '#src/features/orders/lib/order-labels.ts';

/**
 * Order info, shipping address, payment method, items, totals, the states it went through, and the actions a
 * delivered order offers. Just placed (arriving from checkout), it says so first; a failed payment says that
 * instead of when it was placed.
 */
export function OrderDetail({ order, isFromCheckoutPage }: { order: OrderWithTimeline; isFromCheckoutPage?: string }) {
  const t = useT();
  const deliveryTimeText = (time: string) => {
    const id = deliveryTimeId(time);
    return id ? t(id) : time;
  };
  const locale = useLocale();
  const actions = orderPageActions(order.orderState, isFromCheckoutPage, order.timeline);
  const paymentFailed = order.orderState === 'FAILED' || order.paymentStatus === 'FAILED';
  const justPlaced = isFromCheckoutPage === 'status' && order.orderState === 'PLACED';
  return (
    <div className="order-page">
      {justPlaced ? (
        <div className="order-confirmation" role="status">
          <p className="order-confirmation__title">{t('orders.placed')}</p>
          <p>
            {order.orderNumber} · {formatDateTime(order.orderDate, locale)}
          </p>
        </div>
      ) : null}
      <header className="order-page__header">
        <div>
          <h1>{t('orders.title', { number: order.orderNumber })}</h1>
          {paymentFailed ? (
            <p className="order-page__failed">{t('payment.failed')}</p>
          ) : (
            <p className="muted">{t('orders.placedOn', { date: formatDate(order.orderDate, locale) })}</p>
          )}
        </div>
        <span className={`order-state order-state--${order.orderState.toLowerCase()}`}>
          {t(orderStateLabel(order.orderState))}
        </span>
      </header>
      {showsExpectedDelivery(order.orderState, order.expectedDeliveryTime) ? (
        <p className="order-page__eta">
          {t('orders.expectedDelivery', { time: deliveryTimeText(order.expectedDeliveryTime) })}
        </p>
      ) : null}
      <ReorderButton orderId={order.id} orderState={order.orderState} />
      {order.orderState === 'PENDING' ? (
        <div className="order-page__pending">
          <p className="order-page__eta">{t('orders.waitingForPayment')}</p>
          {/* Not on the status page: there a payment is still being confirmed. */}
          {order.paymentMethod === 'PAYMENT_GATEWAY' && isFromCheckoutPage !== 'status' ? (
            <RetryPayment order={order} />
          ) : null}
        </div>
      ) : null}
      {/* The server answers its own reasons in the page's language; a canceller's words stay as written. */}
      {order.cancelReason ? <p className="muted">{t('orders.cancelReason', { reason: order.cancelReason })}</p> : null}
      {order.failureReason ? (
        <p className="muted">{t('orders.failureReason', { reason: order.failureReason })}</p>
      ) : null}
      {paymentFailed ? (
        <p>
          <Link className="button" to="/cart">
            {t('orders.backToCart')}
          </Link>
        </p>
      ) : null}
      <OrderFacts order={order} />
      <section className="order-card" aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <OrderItems items={order.orderItems} />
        <OrderTotals order={order} />
      </section>
      <section className="order-card" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('orders.timeline')}</h2>
        <ol className="order-timeline">
          {order.timeline.map((entry) => (
            <li key={`${entry.state}-${entry.at}`}>
              <span className="order-timeline__state">{t(orderStateLabel(entry.state))}</span>
              <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            </li>
          ))}
        </ol>
      </section>
      {actions.downloadInvoice || actions.downloadCreditNote || actions.shopMore ? (
        <div className="order-page__actions">
          {actions.downloadInvoice ? (
            <DownloadButton document="invoice" label="orders.downloadInvoice" order={order} />
          ) : null}
          {actions.downloadCreditNote ? (
            <DownloadButton document="creditNote" label="orders.downloadCreditNote" order={order} />
          ) : null}
          {actions.shopMore ? (
            <Link className="button" to="/category">
              {t('orders.shopMore')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Downloads one of the order's tax documents; a failure says why in a toast. */
function DownloadButton({
  document,
  label,
  order,
}: {
  document: OrderDocument;
  label: MessageId;
  order: Pick<OrderWithTimeline, 'id' | 'orderNumber'>;
}) {
  const t = useT();
  const download = useDownloadOrderDocument(document);
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { orderId: order.id, orderNumber: order.orderNumber },
          { onError: (error) => notify.error(error.message) },
        )
      }
    >
      {t(label)}
    </button>
  );
}
