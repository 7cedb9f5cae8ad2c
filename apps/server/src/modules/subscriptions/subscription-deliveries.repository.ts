import type { MessageId } from '@haat/contract/i18n/translate';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { dayOfWeekOf } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { stores, subscriptionDeliveries, subscriptions, type DeliveryOutcome } from '#src/db/schema/index.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

export interface DeliveryCandidate {
  id: string;
  storeId: string;
  customerId: string;
  /** The store's cut-off: the job serves the date only once changes for it have closed. */
  subscriptionCutoff: string;
  /** A delivery row for this date exists already: an earlier run (or another replica) dealt with it. */
  done: boolean;
}

/**
 * Every active subscription of every store that delivers on `date` (its weekday is chosen, the date is in
 * its range), in a stable order. The one query of this module without a store id: the daily job serves
 * all stores; everything it does per subscription afterwards is scoped by the store read here.
 */
export async function listDeliveryCandidates(db: Db, date: string): Promise<DeliveryCandidate[]> {
  return db
    .select({
      id: subscriptions.id,
      storeId: subscriptions.storeId,
      customerId: subscriptions.customerId,
      subscriptionCutoff: stores.subscriptionCutoff,
      done: sql<boolean>`exists (select 1 from ${subscriptionDeliveries} d
        where d.subscription_id = ${subscriptions.id} and d.delivery_date = ${date})`,
    })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(dueOn(date))
    .orderBy(asc(subscriptions.storeId), asc(subscriptions.id));
}

/** The subscriptions the job considers for `date`: switched on, the date in range, its weekday chosen. */
const dueOn = (date: string) =>
  and(
    eq(subscriptions.isActive, true),
    lte(subscriptions.startDate, date),
    or(isNull(subscriptions.endDate), gte(subscriptions.endDate, date)),
    sql`${dayOfWeekOf(date)} = any(${subscriptions.daysOfWeek})`,
  );

/** A subscription due on a date in one store, and what the job wrote for that date so far (null: not run yet). */
export interface DueSubscription {
  subscription: SubscriptionRow;
  outcome: DeliveryOutcome | null;
}

/**
 * The store's subscriptions the job considers for `date` (as `listDeliveryCandidates` picks them), with the
 * outcome the job wrote for the date if it has run: the delivery sheet reads the day as the job does.
 */
export async function listDueSubscriptions(db: Db, storeId: string, date: string): Promise<DueSubscription[]> {
  return db
    .select({ subscription: subscriptions, outcome: subscriptionDeliveries.outcome })
    .from(subscriptions)
    .leftJoin(
      subscriptionDeliveries,
      and(
        eq(subscriptionDeliveries.subscriptionId, subscriptions.id),
        eq(subscriptionDeliveries.storeId, storeId),
        eq(subscriptionDeliveries.deliveryDate, date),
      ),
    )
    .where(and(eq(subscriptions.storeId, storeId), dueOn(date)))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/**
 * Claims the (subscription, date) delivery, or answers null when it is taken. A concurrent claimer waits on
 * the unique key until the first transaction ends, then gets null (committed) or the claim (rolled back):
 * call it first in the transaction that makes the order, so a crash leaves neither.
 */
export async function claimDelivery(
  tx: Db,
  delivery: { storeId: string; subscriptionId: string; deliveryDate: string },
): Promise<string | null> {
  const rows = await tx
    .insert(subscriptionDeliveries)
    // FAILED until the order is made; the same transaction writes the real outcome.
    .values({ ...delivery, outcome: 'FAILED' })
    .onConflictDoNothing({ target: [subscriptionDeliveries.subscriptionId, subscriptionDeliveries.deliveryDate] })
    .returning({ id: subscriptionDeliveries.id });
  return rows[0]?.id ?? null;
}

/**
 * Marks a date SKIPPED before the job gets to it (nothing happens when a row for it exists): the job then
 * counts it as done and makes no order.
 */
export async function recordSkippedDelivery(
  tx: Db,
  delivery: { storeId: string; subscriptionId: string; deliveryDate: string; reason: MessageId },
): Promise<void> {
  await tx
    .insert(subscriptionDeliveries)
    .values({ ...delivery, outcome: 'SKIPPED', orderId: null })
    .onConflictDoNothing({ target: [subscriptionDeliveries.subscriptionId, subscriptionDeliveries.deliveryDate] });
}

export async function recordDeliveryOutcome(
  tx: Db,
  storeId: string,
  deliveryId: string,
  outcome: { orderId: string | null; outcome: DeliveryOutcome; reason: MessageId | null },
): Promise<void> {
  await tx
    .update(subscriptionDeliveries)
    .set(outcome)
    .where(and(eq(subscriptionDeliveries.id, deliveryId), eq(subscriptionDeliveries.storeId, storeId)));
}

/** The subscription as it is now, its row locked against a concurrent edit or delete for the transaction. */
export async function lockSubscription(tx: Db, storeId: string, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.storeId, storeId)))
    .limit(1)
    .for('update');
  return row ?? null;
}
