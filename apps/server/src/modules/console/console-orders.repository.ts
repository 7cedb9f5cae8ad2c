import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import { cashReceipts, customers, orderItems, orders, staff } from '#src/db/schema/index.ts';

export interface OrderFilter {
  state?: OrderState | undefined;
  /** Placed at or after. */
  placedFrom?: Date | undefined;
  /** Placed before. */
  placedBefore?: Date | undefined;
}

/** An order of the console's list: the order's own row, how many items, and whose it is. */
export interface ConsoleOrderRow {
  order: typeof orders.$inferSelect;
  itemCount: number;
  shopperName: string | null;
  shopperMobile: string;
}

const matching = (storeId: string, filter: OrderFilter): SQL | undefined =>
  and(
    eq(orders.storeId, storeId),
    filter.state ? eq(orders.orderState, filter.state) : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
  );

/** One page of the store's orders, newest first (orders_store_created_idx), and how many match in all. */
export async function listStoreOrders(
  db: Db,
  storeId: string,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ConsoleOrderRow[]; total: number }> {
  const where = matching(storeId, filter);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      order: orders,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.storeId} = ${storeId})`,
      shopperName: customers.name,
      shopperMobile: customers.loginMobile,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.storeId, storeId)))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })),
    total: Number(counted?.total ?? 0),
  };
}

/** Whose an order is, as the shop calls them. */
export async function findOrderShopper(
  db: Db,
  storeId: string,
  customerId: string,
): Promise<{ name: string | null; mobile: string } | null> {
  const [row] = await db
    .select({ name: customers.name, mobile: customers.loginMobile })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)))
    .limit(1);
  return row ?? null;
}

/** The cash taken for an order on delivery, and by whom; null when none was recorded. */
export async function findOrderCash(
  db: Db,
  storeId: string,
  orderId: string,
): Promise<{ amountPaise: number; staffId: string; staffName: string | null; receivedAt: Date } | null> {
  const [row] = await db
    .select({
      amountPaise: cashReceipts.amountPaise,
      staffId: cashReceipts.staffId,
      staffName: staff.name,
      receivedAt: cashReceipts.receivedAt,
    })
    .from(cashReceipts)
    .innerJoin(staff, eq(staff.id, cashReceipts.staffId))
    .where(and(eq(cashReceipts.storeId, storeId), eq(cashReceipts.orderId, orderId)))
    .limit(1);
  return row ?? null;
}
