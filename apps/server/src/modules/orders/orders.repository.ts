import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import {
  customers,
  orderItems,
  orders,
  orderStateHistory,
  paymentTransactions,
  productVariants,
  stores,
} from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'storeId'>;

/** Inserts the order unless its number is taken in the store (then null: draw another number). */
export async function insertOrder(tx: Db, order: NewOrder): Promise<OrderRow | null> {
  const rows = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: [orders.storeId, orders.orderNumber] })
    .returning();
  return rows[0] ?? null;
}

export async function insertOrderItems(
  tx: Db,
  storeId: string,
  orderId: string,
  items: NewOrderItem[],
): Promise<OrderItemRow[]> {
  if (items.length === 0) return [];
  const rows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, storeId, orderId })))
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

export async function recordStateChange(
  tx: Db,
  change: {
    storeId: string;
    orderId: string;
    fromState: OrderState | null;
    toState: OrderState;
    actor: string;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(orderStateHistory).values({ ...change, reason: change.reason ?? null });
}

/** The states an order has been through, oldest first. */
export async function listStateHistory(
  db: Db,
  storeId: string,
  orderId: string,
): Promise<Array<{ state: OrderState; at: Date }>> {
  return db
    .select({ state: orderStateHistory.toState, at: orderStateHistory.createdAt })
    .from(orderStateHistory)
    .where(and(eq(orderStateHistory.storeId, storeId), eq(orderStateHistory.orderId, orderId)))
    .orderBy(asc(orderStateHistory.createdAt), asc(orderStateHistory.id));
}

/**
 * Takes each line's quantity of its variant off the shelf, and answers the variants that were short (none:
 * all taken); on any, the caller's transaction rolls back whatever did change. The guard is in the UPDATE, so
 * concurrent orders can never take stock below zero. One statement for the whole order: the rows are locked
 * first in id order (`returnStock`'s order too), so orders wanting the same variants queue and never deadlock.
 */
export async function takeStock(
  tx: Db,
  storeId: string,
  lines: ReadonlyArray<{ variantId: string; quantity: number }>,
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await selectPreparedRows<{ id: string }>(tx, takeStockStatement, {
    storeId,
    variantIds: lines.map((line) => line.variantId),
    quantities: lines.map((line) => line.quantity),
  });
  const taken = new Set(rows.map((row) => row.id));
  return lines.filter((line) => !taken.has(line.variantId)).map((line) => line.variantId);
}

const takeStockStatement = writtenOnce(
  sql`with wanted as (
      select * from unnest(${sql.placeholder('variantIds')}::uuid[], ${sql.placeholder('quantities')}::int[])
        as w(id, quantity)
    ),
    locked as materialized (
      select v.id from ${productVariants} v
      where v.store_id = ${sql.placeholder('storeId')} and v.id in (select id from wanted)
      order by v.id
      for no key update
    )
    update ${productVariants} v set available_quantity = v.available_quantity - wanted.quantity
    from wanted join locked on locked.id = wanted.id
    where v.id = wanted.id and v.available_quantity >= wanted.quantity
    returning v.id`,
);

/** Puts a cancelled or failed order's items back on the shelf (variants deleted since are skipped). */
export async function returnStock(tx: Db, storeId: string, items: readonly OrderItemRow[]): Promise<void> {
  const byVariant = [...items]
    .filter((item) => item.productVariantId)
    .sort((a, b) => a.productVariantId!.localeCompare(b.productVariantId!));
  for (const item of byVariant) {
    await tx
      .update(productVariants)
      .set({ availableQuantity: sql`${productVariants.availableQuantity} + ${item.quantity}` })
      .where(and(eq(productVariants.id, item.productVariantId!), eq(productVariants.storeId, storeId)));
  }
}

export interface OrderOwner {
  storeId: string;
  /** Omitted for the operator, who may act on any order of the store. */
  customerId?: string | undefined;
}

const ownedBy = (owner: OrderOwner, orderId: string) =>
  and(
    eq(orders.id, orderId),
    eq(orders.storeId, owner.storeId),
    owner.customerId ? eq(orders.customerId, owner.customerId) : undefined,
  );

/** The order when the owner may see it; `lock` holds its row for the rest of the transaction. */
export async function findOrder(
  tx: Db,
  owner: OrderOwner,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(ownedBy(owner, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Moves the order on, only from the state it was read in (a guard against a concurrent change). */
export async function updateOrderFromState(
  tx: Db,
  storeId: string,
  orderId: string,
  fromState: OrderState,
  changes: Partial<
    Pick<OrderRow, 'orderState' | 'paymentStatus' | 'cancelReason' | 'cancelReasonId' | 'failureReason'>
  >,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: databaseNow })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.orderState, fromState)))
    .returning();
  return row ?? null;
}

export async function listOrderItems(db: Db, storeId: string, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.storeId, storeId), inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** One page of the customer's orders, newest first, and how many they have in all. */
export async function listCustomerOrders(
  db: Db,
  owner: { storeId: string; customerId: string },
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.storeId, owner.storeId), eq(orders.customerId, owner.customerId));
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The store of an order, for the operator CLI, which names orders by id alone; every other query is scoped. */
export async function findOrderStoreId(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db.select({ storeId: orders.storeId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.storeId ?? null;
}

/** An online order waiting for its payment: it holds its stock until paid, cancelled or timed out. */
const unpaidOnline = and(eq(orders.orderState, 'PENDING'), eq(orders.paymentMethod, 'PAYMENT_GATEWAY'));

/**
 * Locks the customer's row: two placements by one customer take turns and cannot both slip under a cap. FOR
 * NO KEY UPDATE, not FOR UPDATE: another placement's order row names this customer (a foreign key, checked
 * with a KEY SHARE lock), and under FOR UPDATE the two deadlocked whenever one also held the stock the other
 * wanted (a COD and a wallet order of one shopper for the same product).
 */
async function lockCustomer(tx: Db, owner: { storeId: string; customerId: string }): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId)))
    .for('no key update');
}

/** How many online orders the customer has waiting for payment in the store (the customer locked first). */
export async function countUnpaidOnlineOrders(tx: Db, owner: { storeId: string; customerId: string }): Promise<number> {
  await lockCustomer(tx, owner);
  const [row] = await tx
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.storeId, owner.storeId), eq(orders.customerId, owner.customerId), unpaidOnline));
  return Number(row?.total ?? 0);
}

/**
 * The customer's cash-on-delivery orders in the store not yet delivered or cancelled, and the units they
 * hold (the customer locked first).
 */
export async function countOpenCashOrders(
  tx: Db,
  owner: { storeId: string; customerId: string },
): Promise<{ orders: number; units: number }> {
  await lockCustomer(tx, owner);
  const [row] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.id})`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.storeId, owner.storeId),
        eq(orders.customerId, owner.customerId),
        eq(orders.paymentMethod, 'COD'),
        inArray(orders.orderState, ['PLACED', 'SHIPPED']),
      ),
    );
  return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
}

/** Sets the shop's steps on an order still in `fromState` (a guard against a concurrent change). */
export async function updateOrderSteps(
  tx: Db,
  storeId: string,
  orderId: string,
  fromState: OrderState,
  steps: Partial<Pick<OrderRow, 'acceptedAt' | 'packedAt'>>,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...steps, updatedAt: databaseNow })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.orderState, fromState)))
    .returning();
  return row ?? null;
}

/**
 * Orders still PLACED (not yet moved on or accepted by the shop) longer than their store's wait allows, oldest first,
 * across stores: the expiry job's work list (each is then cancelled by id and store, under its lock).
 */
export async function listUnacceptedOrders(
  db: Db,
  now: Date,
  limit: number,
): Promise<Array<{ id: string; storeId: string }>> {
  return db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.orderState, 'PLACED'),
        isNull(orders.acceptedAt),
        isNotNull(stores.orderWaitHours),
        lt(orders.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(hours => ${stores.orderWaitHours})`),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Online orders placed before `placedBefore` that are still unpaid and have no payment under way or
 * succeeded, oldest first, across stores: the expiry job's work list (each is then cancelled by id and
 * store, under its lock). An order with a payment under way is left to the payment's own reconciliation.
 */
export async function listExpiredUnpaidOrders(
  db: Db,
  placedBefore: Date,
  limit: number,
): Promise<Array<{ id: string; storeId: string }>> {
  return db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(
      and(
        unpaidOnline,
        lt(orders.createdAt, placedBefore),
        notExists(
          db
            .select({ id: paymentTransactions.id })
            .from(paymentTransactions)
            .where(
              and(
                eq(paymentTransactions.orderId, orders.id),
                inArray(paymentTransactions.status, ['PROGRESS', 'SUCCEEDED']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
