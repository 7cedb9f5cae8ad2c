import { and, asc, count, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import {
  customers,
  orders,
  subscriptionDayChanges,
  subscriptionDeliveries,
  subscriptionPauses,
  subscriptions,
  subscriptionWalletNotices,
} from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';
import type { SubscriptionOwner } from './subscriptions.repository.ts';

export type DayChangeRow = typeof subscriptionDayChanges.$inferSelect;
export type PauseRow = typeof subscriptionPauses.$inferSelect;

export interface DateRange {
  from: string;
  to: string;
}

/** These subscriptions' rows of a per-date table (day changes, deliveries) within the range, inclusive. */
function ofSubscriptionsWithin(
  table: typeof subscriptionDayChanges | typeof subscriptionDeliveries,
  storeId: string,
  subscriptionIds: readonly string[],
  range: DateRange,
) {
  return and(
    eq(table.storeId, storeId),
    inArray(table.subscriptionId, [...subscriptionIds]),
    gte(table.deliveryDate, range.from),
    lte(table.deliveryDate, range.to),
  );
}

/** The day changes of these subscriptions within the range (inclusive). */
export async function findDayChanges(
  db: Db,
  storeId: string,
  subscriptionIds: readonly string[],
  range: DateRange,
): Promise<DayChangeRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionDayChanges)
    .where(ofSubscriptionsWithin(subscriptionDayChanges, storeId, subscriptionIds, range));
}

/** One subscription's change row of one date. */
interface DayChangeKey {
  storeId: string;
  subscriptionId: string;
  deliveryDate: string;
}

const dayChangeOf = (key: DayChangeKey) =>
  and(
    eq(subscriptionDayChanges.storeId, key.storeId),
    eq(subscriptionDayChanges.subscriptionId, key.subscriptionId),
    eq(subscriptionDayChanges.deliveryDate, key.deliveryDate),
  );

/** The quantity the shopper set for this date (0: skipped), or null for the usual one. */
export async function findDayQuantity(tx: Db, storeId: string, subscriptionId: string, date: string) {
  const [row] = await tx
    .select({ quantity: subscriptionDayChanges.quantity })
    .from(subscriptionDayChanges)
    .where(dayChangeOf({ storeId, subscriptionId, deliveryDate: date }))
    .limit(1);
  return row?.quantity ?? null;
}

export async function upsertDayChange(
  tx: Db,
  change: { storeId: string; subscriptionId: string; deliveryDate: string; quantity: number },
): Promise<void> {
  await tx
    .insert(subscriptionDayChanges)
    .values(change)
    .onConflictDoUpdate({
      target: [subscriptionDayChanges.subscriptionId, subscriptionDayChanges.deliveryDate],
      set: { quantity: change.quantity, updatedAt: databaseNow },
    });
}

export async function deleteDayChange(tx: Db, change: DayChangeKey): Promise<void> {
  await tx.delete(subscriptionDayChanges).where(dayChangeOf(change));
}

/** The customer's pauses in the store that end on or after `from`, soonest first. */
export async function listOwnPauses(db: Db, owner: SubscriptionOwner, from: string): Promise<PauseRow[]> {
  return db
    .select()
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.storeId, owner.storeId),
        eq(subscriptionPauses.customerId, owner.customerId),
        gte(subscriptionPauses.endDate, from),
      ),
    )
    .orderBy(asc(subscriptionPauses.startDate), asc(subscriptionPauses.createdAt));
}

export async function countOwnPauses(db: Db, owner: SubscriptionOwner, from: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.storeId, owner.storeId),
        eq(subscriptionPauses.customerId, owner.customerId),
        gte(subscriptionPauses.endDate, from),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertPause(
  tx: Db,
  pause: Pick<PauseRow, 'storeId' | 'customerId' | 'subscriptionId' | 'startDate' | 'endDate'>,
): Promise<PauseRow> {
  const [row] = await tx.insert(subscriptionPauses).values(pause).returning();
  return row!;
}

export async function findOwnPause(tx: Db, owner: SubscriptionOwner, id: string): Promise<PauseRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.id, id),
        eq(subscriptionPauses.storeId, owner.storeId),
        eq(subscriptionPauses.customerId, owner.customerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deletePause(tx: Db, storeId: string, id: string): Promise<void> {
  await tx
    .delete(subscriptionPauses)
    .where(and(eq(subscriptionPauses.id, id), eq(subscriptionPauses.storeId, storeId)));
}

export async function shortenPause(tx: Db, storeId: string, id: string, endDate: string): Promise<void> {
  await tx
    .update(subscriptionPauses)
    .set({ endDate })
    .where(and(eq(subscriptionPauses.id, id), eq(subscriptionPauses.storeId, storeId)));
}

/** Whether a pause of the subscription's customer (for it, or for all) covers `date`. */
export async function pausedOn(tx: Db, subscription: SubscriptionOwner & { id: string }, date: string) {
  const [row] = await tx
    .select({ id: subscriptionPauses.id })
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.storeId, subscription.storeId),
        eq(subscriptionPauses.customerId, subscription.customerId),
        or(isNull(subscriptionPauses.subscriptionId), eq(subscriptionPauses.subscriptionId, subscription.id)),
        lte(subscriptionPauses.startDate, date),
        gte(subscriptionPauses.endDate, date),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Locks the subscriptions a change touches (one, or all the customer's in the store), the same rows the
 * daily job locks before it reads changes: a change and the job's run for a date never cross.
 */
export async function lockOwnSubscriptions(
  tx: Db,
  owner: SubscriptionOwner,
  subscriptionId: string | null,
): Promise<string[]> {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.storeId, owner.storeId),
        eq(subscriptions.customerId, owner.customerId),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** What the daily job wrote for these subscriptions within the range, with the price of any order it made. */
export async function findDeliveries(db: Db, storeId: string, subscriptionIds: readonly string[], range: DateRange) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select({
      subscriptionId: subscriptionDeliveries.subscriptionId,
      deliveryDate: subscriptionDeliveries.deliveryDate,
      outcome: subscriptionDeliveries.outcome,
      reason: subscriptionDeliveries.reason,
      orderId: subscriptionDeliveries.orderId,
      orderPricePaise: orders.finalPricePaise,
    })
    .from(subscriptionDeliveries)
    .leftJoin(orders, and(eq(orders.id, subscriptionDeliveries.orderId), eq(orders.storeId, storeId)))
    .where(ofSubscriptionsWithin(subscriptionDeliveries, storeId, subscriptionIds, range));
}

/** Records the low-balance notice of a customer's date; false when one was recorded already. */
export async function recordWalletNotice(
  db: Db,
  notice: { storeId: string; customerId: string; deliveryDate: string; shortfallPaise: number; message: string },
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionWalletNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ storeId: subscriptionWalletNotices.storeId });
  return rows.length === 1;
}

/** Forgets a notice whose SMS could not be handed over, so the next run tries again. */
export async function forgetWalletNotice(
  db: Db,
  notice: { storeId: string; customerId: string; deliveryDate: string },
): Promise<void> {
  await db
    .delete(subscriptionWalletNotices)
    .where(
      and(
        eq(subscriptionWalletNotices.storeId, notice.storeId),
        eq(subscriptionWalletNotices.customerId, notice.customerId),
        eq(subscriptionWalletNotices.deliveryDate, notice.deliveryDate),
      ),
    );
}

/** The contact number a store's customer keeps on their profile (10 digits), or null. */
export async function findCustomerMobile(db: Db, storeId: string, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return row?.mobile ?? null;
}
