import { Link, useParams } from 'react-router';
import { formatDateTime, formatRupees } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { OrderFacts, OrderItems, OrderTotals } from '#src/features/orders/index.ts';
import { useConsoleOrder } from '#src/features/console/api/get-order.ts';
import { OrderMoves } from '#src/features/console/components/order-moves.tsx';
import { OrderStateBadge } from '#src/features/console/components/order-state-badge.tsx';

/** One order: who it is for, what to pack, where it goes, how it is paid, and its next moves. */
export default function OrderRoute() {
  const { orderId = '' } = useParams();
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const order = useConsoleOrder(orderId);
  if (order.isPending) return <FullScreenSpinner />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <section className="console-page">
        <h1 className="console-page__title">{notFound ? t('orders.notFound') : textOf(order.error.message)}</h1>
        <Link className="text-link" to="/console/orders">
          {t('console.backToOrders')}
        </Link>
      </section>
    );
  }
  const detail = order.data;
  return (
    <section className="console-page">
      <Link className="text-link" to="/console/orders">
        {t('console.backToOrders')}
      </Link>
      <div className="console-page__head">
        <h1 className="console-page__title">{t('orders.title', { number: detail.orderNumber })}</h1>
        <OrderStateBadge state={detail.orderState} acceptedAt={detail.acceptedAt} packedAt={detail.packedAt} />
      </div>
      <p className="console-shopper">
        {t('console.shopper')}: {detail.shopper.name ? `${detail.shopper.name} · ` : ''}
        <a className="text-link" href={`tel:+91${detail.shopper.mobile}`}>
          {detail.shopper.mobile}
        </a>
      </p>
      <OrderMoves order={detail} />
      {detail.cancelReason ? <p>{t('orders.cancelReason', { reason: detail.cancelReason })}</p> : null}
      {detail.cashCollected ? (
        <p>
          {t('console.cashTaken', {
            amount: formatRupees(detail.cashCollected.amount),
            who: detail.cashCollected.staffName ?? '',
            at: formatDateTime(detail.cashCollected.at, locale),
          })}
        </p>
      ) : null}
      <OrderFacts order={detail} />
      <h2 className="console-section-title">{t('orders.items')}</h2>
      <OrderItems items={detail.orderItems} />
      <OrderTotals order={detail} />
      <h2 className="console-section-title">{t('orders.timeline')}</h2>
      <ol className="console-timeline">
        {detail.timeline.map((entry) => (
          <li key={`${entry.state}-${entry.at}`}>
            {t(`orders.state.${entry.state}`)} · {formatDateTime(entry.at, locale)}
          </li>
        ))}
      </ol>
    </section>
  );
}
