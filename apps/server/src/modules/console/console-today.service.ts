import {
  LOW_STOCK_SHOWN,
  LOW_STOCK_UNITS,
  type ConsoleToday,
  type OrderSum,
} from '@haat/contract/console/console-today.schemas';
import { fromPaise } from '@haat/contract/format';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { addDays, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { listDeliveriesOfDay } from '#src/modules/subscriptions/index.ts';
import { listLowStock, sumCodOrders, sumOrdersPlaced } from './console-today.repository.ts';

const inRupees = ({ count, paise }: { count: number; paise: number }): OrderSum => ({
  count,
  amount: fromPaise(paise),
});

/**
 * The shop's day at `now`: today's sales, the cash still out with cash-on-delivery orders, tomorrow's
 * subscription deliveries, stock running out.
 */
export async function readToday(db: Db, storeId: string, now: Date): Promise<ConsoleToday> {
  const date = indiaToday(now);
  const [placed, toCollect, outForDelivery, tomorrow, lowStock] = await Promise.all([
    sumOrdersPlaced(db, storeId, indiaMoment(date, '00:00'), indiaMoment(addDays(date, 1), '00:00')),
    sumCodOrders(db, storeId, ['PLACED', 'SHIPPED']),
    sumCodOrders(db, storeId, ['SHIPPED']),
    listDeliveriesOfDay(db, storeId, addDays(date, 1)),
    listLowStock(db, storeId, LOW_STOCK_UNITS, LOW_STOCK_SHOWN),
  ]);
  return {
    date,
    orders: inRupees(placed),
    cashToCollect: inRupees(toCollect),
    cashOutForDelivery: inRupees(outForDelivery),
    tomorrowDeliveries: tomorrow.length,
    lowStock: lowStock.rows,
    lowStockCount: lowStock.total,
  };
}
