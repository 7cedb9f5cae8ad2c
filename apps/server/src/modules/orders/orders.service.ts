import type { Locale } from '@haat/contract/i18n/locales';
import type {
  ChangeOrderStateBody,
  OrderDetail,
  OrderListQuery,
  OrderListResponse,
} from '@haat/contract/orders/orders.schemas';
import { pageCount } from '@haat/contract/common/pagination';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { changeOrderState, type OrderStateResult } from './order-state.service.ts';
import { toOrder } from './order-view.ts';
import {
  findOrder,
  listCustomerOrders,
  listOrderItems,
  listStateHistory,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

/** The customer's own order with its items; null for anyone else's. */
export async function getOwnOrder(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const order = await findOrder(db, principal, orderId);
  if (!order) return null;
  return { order, items: await listOrderItems(db, principal.storeId, [order.id]) };
}

/** The customer's own order as its page shows it, with the states it has been through. */
export async function getOwnOrderDetail(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  locale: Locale,
): Promise<Result<OrderDetail, 'NOT_FOUND'>> {
  const found = await getOwnOrder(db, principal, orderId);
  if (!found) return fail('NOT_FOUND', 'server.orderNotFound');
  const history = await listStateHistory(db, principal.storeId, found.order.id);
  return ok({
    ...toOrder(found.order, found.items, locale),
    timeline: history.map((entry) => ({ state: entry.state, at: entry.at.toISOString() })),
  });
}

/** A page of the token's customer's own orders (another customer id answered 404 at the gate). */
export async function listOwnOrders(
  db: Db,
  principal: CustomerPrincipal,
  query: Pick<OrderListQuery, 'page' | 'size'>,
  locale: Locale,
): Promise<Result<OrderListResponse, 'NOT_FOUND'>> {
  const { rows, total } = await listCustomerOrders(db, principal, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const items = await listOrderItems(
    db,
    principal.storeId,
    rows.map((row) => row.id),
  );
  return ok({
    orders: rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.orderId === row.id),
        locale,
      ),
    ),
    totalPages: pageCount(total, query.size),
  });
}

/** The shopper's state change: only a cancellation of their own PENDING or PLACED order goes through. */
export async function changeOwnOrderState(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  body: ChangeOrderStateBody,
): Promise<OrderStateResult> {
  return changeOrderState(db, {
    owner: { storeId: principal.storeId, customerId: principal.customerId },
    orderId,
    to: body.orderState,
    actor: 'CUSTOMER',
    reason: body.reason,
  });
}
