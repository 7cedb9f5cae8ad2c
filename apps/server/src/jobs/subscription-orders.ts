import { deliversOn, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { systemClock } from '#src/providers/clock.ts';
import type { Db } from '#src/db/connect.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { makeDeliveryOrder, type DeliveryDay } from '#src/modules/subscriptions/delivery-order.service.ts';
import {
  claimDelivery,
  listDeliveryCandidates,
  lockSubscription,
  recordDeliveryOutcome,
  type DeliveryCandidate,
} from '#src/modules/subscriptions/subscription-deliveries.repository.ts';

export interface SubscriptionOrdersSummary {
  date: string;
  /** Active subscriptions that deliver on the date. */
  considered: number;
  placed: number;
  failed: number;
  /** Already dealt with (an earlier run or another replica), or paused or changed since the listing. */
  skipped: number;
  /** Deliveries that hit an unexpected error: nothing of theirs was kept, so the next run retries them. */
  errors: number;
}

export interface SubscriptionOrdersOptions {
  /** The India calendar date to deliver for, `YYYY-MM-DD`; default: today in India at `now`. */
  date?: string;
  now?: Date;
  /** Where an unexpected error of one delivery is reported; the run goes on with the others. */
  onError?: (error: unknown, subscriptionId: string) => void;
  /** Told about each store whose stock a delivery order took (the app's cache bus). */
  onStockChanged?: StockChanged;
}

/** Thrown to roll back a claim when the subscription no longer delivers on the date (paused, edited). */
class NotDue extends Error {}

/**
 * The daily job: one order per active subscription that delivers on the date. Each delivery is one
 * transaction that first claims the unique (subscription, date) row, so a replay, an overlapping timer or
 * another replica makes nothing twice, and a crash leaves neither claim nor order. Only the given date is
 * ever served: a paused subscription that resumes is not back-filled.
 */
export async function runSubscriptionOrders(
  db: Db,
  options: SubscriptionOrdersOptions = {},
): Promise<SubscriptionOrdersSummary> {
  const now = options.now ?? systemClock();
  const date = options.date ?? indiaToday(now);
  const candidates = await listDeliveryCandidates(db, date);
  const summary: SubscriptionOrdersSummary = {
    date,
    considered: candidates.length,
    placed: 0,
    failed: 0,
    skipped: 0,
    errors: 0,
  };
  for (const candidate of candidates) {
    if (candidate.done) {
      summary.skipped += 1;
      continue;
    }
    try {
      const outcome = await deliver(db, candidate, { date, placedAt: now });
      if (outcome === 'PLACED') {
        summary.placed += 1;
        options.onStockChanged?.(candidate.storeId);
      } else if (outcome === 'FAILED') summary.failed += 1;
      else summary.skipped += 1;
    } catch (error) {
      summary.errors += 1;
      options.onError?.(error, candidate.id);
    }
  }
  return summary;
}

async function deliver(
  db: Db,
  candidate: DeliveryCandidate,
  day: DeliveryDay,
): Promise<'PLACED' | 'FAILED' | 'SKIPPED'> {
  try {
    return await db.transaction(async (tx) => {
      const deliveryId = await claimDelivery(tx, {
        storeId: candidate.storeId,
        subscriptionId: candidate.id,
        deliveryDate: day.date,
      });
      if (!deliveryId) return 'SKIPPED';
      const subscription = await lockSubscription(tx, candidate.storeId, candidate.id);
      if (!subscription?.isActive || !deliversOn(subscription, day.date)) throw new NotDue();
      const order = await makeDeliveryOrder(tx, subscription, day);
      await recordDeliveryOutcome(tx, candidate.storeId, deliveryId, order);
      return order.outcome;
    });
  } catch (error) {
    // Paused or edited since the listing; or deleted (its claim then breaks the foreign key).
    if (error instanceof NotDue || isForeignKeyViolation(error)) return 'SKIPPED';
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** One line for logs and the CLI. */
export function describeSummary(summary: SubscriptionOrdersSummary): string {
  const { date, considered, placed, failed, skipped, errors } = summary;
  return `Subscription orders for ${date}: ${considered} due, ${placed} placed, ${failed} failed, ${skipped} already done or skipped${errors ? `, ${errors} errors` : ''}`;
}
