import type {
  ConsoleOrderDetail,
  ConsoleOrderList,
  ConsoleOrderListQuery,
  ConsoleOrderSummary,
} from '@haat/contract/console/console-orders.schemas';
import { pageCount } from '@haat/contract/common/pagination';
import { fromPaise } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { addDays } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { findOrder, listOrderItems, listStateHistory, toOrder } from '#src/modules/orders/index.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findOrderCash, findOrderShopper, listStoreOrders, type ConsoleOrderRow } from './console-orders.repository.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toSummary({ order, itemCount, shopperName, shopperMobile }: ConsoleOrderRow): ConsoleOrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    orderState: order.orderState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    finalPrice: fromPaise(order.finalPricePaise),
    itemCount,
    shopper: { name: shopperName, mobile: shopperMobile },
    pin: order.shippingAddress.pin,
    city: order.shippingAddress.city,
    acceptedAt: iso(order.acceptedAt),
    packedAt: iso(order.packedAt),
  };
}

/** A page of the store's orders, newest first; `from` and `to` are India dates, both included. */
export async function listConsoleOrders(
  db: Db,
  storeId: string,
  query: ConsoleOrderListQuery,
): Promise<ConsoleOrderList> {
  const filter = {
    state: query.state,
    placedFrom: query.from ? indiaMoment(query.from, '00:00') : undefined,
    placedBefore: query.to ? indiaMoment(addDays(query.to, 1), '00:00') : undefined,
  };
  const { rows, total } = await listStoreOrders(db, storeId, filter, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { orders: rows.map(toSummary), totalCount: total, totalPages: pageCount(total, query.size) };
}

/** One order of the store as the shop works it: the shopper's view of it, whose it is, its steps and its cash. */
export async function getConsoleOrder(
  db: Db,
  storeId: string,
  orderId: string,
  locale: Locale,
): Promise<Result<ConsoleOrderDetail, 'NOT_FOUND'>> {
  const order = await findOrder(db, { storeId }, orderId);
  if (!order) return fail('NOT_FOUND', 'server.orderNotFound');
  const [items, history, shopper, cash] = await Promise.all([
    listOrderItems(db, storeId, [order.id]),
    listStateHistory(db, storeId, order.id),
    findOrderShopper(db, storeId, order.customerId),
    findOrderCash(db, storeId, order.id),
  ]);
  return ok({
    ...toOrder(order, items, locale),
    timeline: history.map((entry) => ({ state: entry.state, at: entry.at.toISOString() })),
    shopper: shopper ?? { name: null, mobile: '' },
    acceptedAt: iso(order.acceptedAt),
    packedAt: iso(order.packedAt),
    cashCollected: cash && {
      amount: fromPaise(cash.amountPaise),
      staffId: cash.staffId,
      staffName: cash.staffName,
      at: cash.receivedAt.toISOString(),
    },
  });
}
