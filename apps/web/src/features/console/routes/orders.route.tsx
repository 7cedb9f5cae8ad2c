import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatRupees } from '@haat/contract/format';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { usePaymentMethodLabel } from '#src/ui/payment-method-labels.ts';
import { useConsoleOrders, type OrderFilters } from '#src/features/console/api/get-orders.ts';
import {
  OrderFiltersForm,
  orderFiltersFrom,
  orderFiltersQuery,
} from '#src/features/console/components/order-filters.tsx';
import { OrderStateBadge } from '#src/features/console/components/order-state-badge.tsx';
import { NewOrderAlertsToggle } from '#src/features/console/components/new-order-alerts.tsx';
import { useOrdersLive } from '#src/features/console/api/console-events.ts';

/** The store's orders, newest first; a new one shows without a reload (the live stream, or polling without it). */
export default function OrdersRoute() {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const methodLabel = usePaymentMethodLabel();
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersFrom(params);
  const setFilters = (next: OrderFilters) => setParams(orderFiltersQuery(next), { replace: true });
  const orders = useConsoleOrders(filters);
  const live = useOrdersLive();
  return (
    <section className="console-page">
      <h1 className="console-page__title">{t('console.ordersTitle')}</h1>
      <p className="console-live" role="status">
        {live ? t('console.live') : t('console.reconnecting')}
      </p>
      <NewOrderAlertsToggle />
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      {orders.isError ? (
        <p className="console-alert" role="alert">
          {textOf(orders.error.message)}
        </p>
      ) : null}
      {orders.data?.orders.length === 0 ? <p className="console-empty">{t('console.noOrders')}</p> : null}
      <ul className="console-list console-list--orders" aria-busy={orders.isPending || undefined}>
        {orders.data?.orders.map((order) => (
          <li key={order.id} className="console-card">
            <Link className="console-card__link" to={`/console/orders/${order.id}`}>
              <span className="console-card__row">
                <strong>{t('orders.title', { number: order.orderNumber })}</strong>
                <OrderStateBadge state={order.orderState} acceptedAt={order.acceptedAt} packedAt={order.packedAt} />
              </span>
              <span className="console-card__row console-card__muted">
                <span>{formatDateTime(order.orderDate, locale)}</span>
                <strong>{formatRupees(order.finalPrice)}</strong>
              </span>
              <span className="console-card__row console-card__muted">
                <span>
                  {order.shopper.name ?? order.shopper.mobile} · {order.city} {order.pin}
                </span>
                <span>
                  {t('console.itemCount', { count: order.itemCount })} · {methodLabel(order.paymentMethod)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {orders.data && orders.data.totalPages > 1 ? (
        <Pagination
          page={filters.page ?? 1}
          totalPages={orders.data.totalPages}
          onPageChange={(page) => setFilters({ ...filters, page })}
          label={t('console.ordersPages')}
        />
      ) : null}
    </section>
  );
}
