import '#src/features/orders/components/orders.css';
import { useState } from 'react';
import { formatDate, formatRupees } from '@haat/contract/format';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useCancelOrder } from '#src/features/orders/api/cancel-order.ts';
import { useOrders } from '#src/features/orders/api/get-orders.ts';
import { CancelOrderDialog } from '#src/features/orders/components/cancel-order-dialog.tsx';
import { OrderRowMenu } from '#src/features/orders/components/order-row-menu.tsx';
import { orderStateLabel, shortOrderNumber } from '#src/features/orders/lib/order-labels.ts';

/** The account's order list: 8 a page, each row with View and Cancel (spec §2 Account Orders). */
export function OrdersTable({ customerId }: { customerId: string }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const orders = useOrders(customerId, page);
  const { cancel, isPending } = useCancelOrder();

  if (orders.isPending) return <FullScreenSpinner />;
  if (orders.isError) throw orders.error;
  const list = orders.data.orders;
  if (list.length === 0) return <p className="orders-empty">{t('empty.orders')}</p>;

  const submitCancel = async (reason: string) => {
    if (!cancelling) return;
    if (await cancel(cancelling, reason)) setCancelling(null);
  };

  return (
    <>
      <div className="orders-table-wrap">
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.order')}</th>
              <th scope="col" className="orders-table__date">
                {t('orders.date')}
              </th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className="orders-table__amount">
                {t('orders.amount')}
              </th>
              <th scope="col">{t('orders.action')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <OrderHeadline order={order} />
                </th>
                <td className="orders-table__date">{formatDate(order.orderDate, locale)}</td>
                <td>
                  <span className={`order-state order-state--${order.orderState.toLowerCase()}`}>
                    {t(orderStateLabel(order.orderState))}
                  </span>
                </td>
                <td className="orders-table__amount">{formatRupees(order.finalPrice)}</td>
                <td>
                  <OrderRowMenu
                    orderId={order.id}
                    orderLabel={shortOrderNumber(order.orderNumber)}
                    canCancel={order.orderState !== 'CANCELLED'}
                    onCancel={() => setCancelling(order.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={orders.data.totalPages} onPageChange={setPage} label={t('orders.pages')} />
      <CancelOrderDialog
        open={cancelling !== null}
        busy={isPending}
        onClose={() => setCancelling(null)}
        onSubmit={submitCancel}
      />
    </>
  );
}

/**
 * The order's short number and what is in it (the first item's picture and name, and how many more), so two
 * orders of the same amount can be told apart at a glance.
 */
function OrderHeadline({ order }: { order: Pick<Order, 'orderNumber' | 'orderItems'> }) {
  const t = useT();
  const [first, ...rest] = order.orderItems;
  return (
    <span className="orders-table__order">
      {first?.thumbnail ? (
        <img className="orders-table__thumb" src={first.thumbnail} alt="" width="36" height="36" loading="lazy" />
      ) : null}
      <span className="orders-table__what">
        <span>{shortOrderNumber(order.orderNumber)}</span>
        {first ? (
          <span className="orders-table__items muted">
            {rest.length > 0 ? t('orders.andMore', { name: first.productName, count: rest.length }) : first.productName}
          </span>
        ) : null}
      </span>
    </span>
  );
}
