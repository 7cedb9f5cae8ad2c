import { formatDate, formatRupees, fromPaise, to12Hour } from '@haat/contract/format';
import { translate } from '@haat/contract/i18n/translate';
import { changesCloseAt, indiaMoment, WALLET_RECHARGE_DEADLINE } from '@haat/contract/subscriptions/delivery-days';
import { addDays, deliversOn, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { SOURCE_LOCALE } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import { findOwnWallet } from '#src/modules/wallets/index.ts';
import {
  findCustomerMobile,
  findDayQuantity,
  forgetWalletNotice,
  recordWalletNotice,
} from '#src/modules/subscriptions/delivery-days.repository.ts';
import { shopperPlan } from '#src/modules/subscriptions/delivery-plan.service.ts';
import {
  AwaitingRecharge,
  deliveryPricePaise,
  makeDeliveryOrder,
  type DeliveryDay,
} from '#src/modules/subscriptions/delivery-order.service.ts';
import {
  claimDelivery,
  listDeliveryCandidates,
  lockSubscription,
  recordDeliveryOutcome,
  type DeliveryCandidate,
} from '#src/modules/subscriptions/subscription-deliveries.repository.ts';
import { findOwnSubscription, findSubscribableVariant } from '#src/modules/subscriptions/subscriptions.repository.ts';
import { recordJobRun, type Metrics } from '#src/observability/metrics.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { systemClock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';

export interface SubscriptionOrdersSummary {
  /** The India dates served: today, and tomorrow for the stores whose cut-off has passed. */
  dates: string[];
  /** Active subscriptions that deliver on those dates, in stores whose cut-off for the date has passed. */
  considered: number;
  placed: number;
  failed: number;
  /** Dealt with already (an earlier run or another replica), paused or skipped by the shopper, or changed since. */
  skipped: number;
  /** Wallet deliveries the balance does not cover yet: retried on the next run until the recharge deadline. */
  awaitingRecharge: number;
  /** Low-balance SMS sent (one per customer and date). */
  notified: number;
  /** Deliveries or notices that hit an unexpected error: nothing of theirs was kept, the next run retries them. */
  errors: number;
}

export interface SubscriptionOrdersOptions {
  /** The India date to serve, `YYYY-MM-DD`; default: today and (past the cut-off) tomorrow at `now`. */
  date?: string;
  now?: Date;
  /** Where the low-balance notices go; without it none are sent. */
  sms?: SmsProvider;
  /**
   * Deliveries made at once (default 1). Each is its own transaction, safe beside any other (the claim, the
   * stock and wallet guards); PostgreSQL gains from a few, the embedded database has one connection.
   */
  concurrency?: number;
  /** Where an unexpected error of one delivery is reported; the run goes on with the others. */
  onError?: (error: unknown, subscriptionId: string) => void;
  /** Told about each store whose stock a delivery order took (the app's cache bus). */
  onStockChanged?: StockChanged;
  /** Counts the run and the orders it made (the server's timer and dev route; the CLI has none). */
  metrics?: Pick<Metrics, 'jobRan'> | undefined;
}

/** Thrown to roll back a claim when the subscription no longer delivers on the date (switched off, edited). */
class NotDue extends Error {}

type Outcome = 'PLACED' | 'FAILED' | 'SKIPPED' | 'AWAITING_RECHARGE';

/**
 * The daily job: one order per active subscription and delivery date, made once the store's cut-off for
 * the date has passed (the evening before), so every change a shopper made in time is what arrives. Each
 * delivery is one transaction that first claims the unique (subscription, date) row, so a replay, an
 * overlapping timer or another replica makes nothing twice, and a crash leaves neither claim nor order.
 * A paused or skipped date is claimed with no order. A wallet delivery the balance does not cover waits
 * (unclaimed) for a recharge until WALLET_RECHARGE_DEADLINE on its day, after one SMS to the shopper; then
 * it fails with the balance reason. Dates before today are never back-filled.
 */
export function runSubscriptionOrders(
  db: Db,
  options: SubscriptionOrdersOptions = {},
): Promise<SubscriptionOrdersSummary> {
  return recordJobRun(
    options.metrics,
    'subscription_orders',
    () => makeSubscriptionOrders(db, options),
    (summary) => ({ ordersPlaced: summary.placed, ordersFailed: summary.failed, errors: summary.errors }),
  );
}

async function makeSubscriptionOrders(db: Db, options: SubscriptionOrdersOptions): Promise<SubscriptionOrdersSummary> {
  const now = options.now ?? systemClock();
  const today = indiaToday(now);
  const dates = options.date ? [options.date] : [today, addDays(today, 1)];
  const summary: SubscriptionOrdersSummary = {
    dates: [],
    considered: 0,
    placed: 0,
    failed: 0,
    skipped: 0,
    awaitingRecharge: 0,
    notified: 0,
    errors: 0,
  };
  for (const date of dates) {
    const candidates = (await listDeliveryCandidates(db, date)).filter(
      (candidate) => changesCloseAt(date, candidate.subscriptionCutoff) <= now,
    );
    if (candidates.length === 0) continue;
    summary.dates.push(date);
    summary.considered += candidates.length;
    const awaitRecharge = now < indiaMoment(date, WALLET_RECHARGE_DEADLINE);
    const short: DeliveryCandidate[] = [];
    const deliverOne = async (candidate: DeliveryCandidate) => {
      if (candidate.done) {
        summary.skipped += 1;
        return;
      }
      try {
        const outcome = await deliver(db, candidate, { date, placedAt: now, awaitRecharge });
        if (outcome === 'PLACED') {
          summary.placed += 1;
          options.onStockChanged?.(candidate.storeId);
        } else if (outcome === 'FAILED') summary.failed += 1;
        else if (outcome === 'AWAITING_RECHARGE') {
          summary.awaitingRecharge += 1;
          short.push(candidate);
        } else summary.skipped += 1;
      } catch (error) {
        summary.errors += 1;
        options.onError?.(error, candidate.id);
      }
    };
    // A few workers take the candidates in turn, in the listing's order.
    let next = 0;
    const worker = async () => {
      while (next < candidates.length) {
        const candidate = candidates[next]!;
        next += 1;
        await deliverOne(candidate);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
    if (options.sms && short.length > 0) {
      const sent = await notifyShortWallets(db, options.sms, date, short, options.onError);
      summary.notified += sent.notified;
      summary.errors += sent.errors;
    }
  }
  return summary;
}

async function deliver(db: Db, candidate: DeliveryCandidate, day: Omit<DeliveryDay, 'quantity'>): Promise<Outcome> {
  try {
    return await db.transaction(async (tx) => {
      const deliveryId = await claimDelivery(tx, {
        storeId: candidate.storeId,
        subscriptionId: candidate.id,
        deliveryDate: day.date,
      });
      if (!deliveryId) return 'SKIPPED';
      // The lock a shopper's change takes too: a change either committed before this reads it, or waits and
      // then finds the date dealt with.
      const subscription = await lockSubscription(tx, candidate.storeId, candidate.id);
      if (!subscription?.isActive || !deliversOn(subscription, day.date)) throw new NotDue();
      const plan = await shopperPlan(tx, subscription, day);
      if (plan.skipReason) {
        await recordDeliveryOutcome(tx, candidate.storeId, deliveryId, {
          orderId: null,
          outcome: 'SKIPPED',
          reason: plan.skipReason,
        });
        return 'SKIPPED';
      }
      const order = await makeDeliveryOrder(tx, subscription, { ...day, quantity: plan.quantity });
      await recordDeliveryOutcome(tx, candidate.storeId, deliveryId, order);
      return order.outcome;
    });
  } catch (error) {
    if (error instanceof AwaitingRecharge) return 'AWAITING_RECHARGE';
    // Switched off or edited since the listing; or deleted (its claim then breaks the foreign key).
    if (error instanceof NotDue || isForeignKeyViolation(error)) return 'SKIPPED';
    throw error;
  }
}

/**
 * One SMS per customer and date whose wallet deliveries wait for a recharge, telling the shortfall (what the
 * waiting deliveries cost less the balance now). The notice row is written first, so one server of many
 * sends it; a send that fails forgets it, and the next run tries again.
 */
async function notifyShortWallets(
  db: Db,
  sms: SmsProvider,
  date: string,
  short: readonly DeliveryCandidate[],
  onError: SubscriptionOrdersOptions['onError'],
): Promise<{ notified: number; errors: number }> {
  const byCustomer = new Map<string, DeliveryCandidate[]>();
  for (const candidate of short) {
    const key = `${candidate.storeId}/${candidate.customerId}`;
    byCustomer.set(key, [...(byCustomer.get(key) ?? []), candidate]);
  }
  let notified = 0;
  let errors = 0;
  for (const waiting of byCustomer.values()) {
    const { storeId, customerId, id } = waiting[0]!;
    const notice = { storeId, customerId, deliveryDate: date };
    try {
      const [shortfallPaise, settings, mobile] = await Promise.all([
        walletShortfallPaise(db, waiting, date),
        findStoreCommerceSettings(db, storeId),
        findCustomerMobile(db, storeId, customerId),
      ]);
      if (shortfallPaise <= 0 || !settings || !mobile) continue;
      // No shopper asked for this message: it goes out in the store's default language.
      const locale = settings.defaultLanguage;
      const words = {
        store: settings.storeName,
        shortfall: formatRupees(fromPaise(shortfallPaise)),
        date: formatDate(date, locale),
        deadline: to12Hour(WALLET_RECHARGE_DEADLINE, locale),
      };
      const text = translate(locale, 'sms.walletShort', words);
      if (!(await recordWalletNotice(db, { ...notice, shortfallPaise, message: text }))) continue;
      try {
        await sms.sendWalletShortfall({
          storeId,
          storeName: settings.storeName,
          mobile,
          shortfall: words.shortfall,
          date: words.date,
          locale,
          text,
        });
        notified += 1;
      } catch (error) {
        await forgetWalletNotice(db, notice);
        throw error;
      }
    } catch (error) {
      errors += 1;
      onError?.(error, id);
    }
  }
  return { notified, errors };
}

/** What the customer's waiting deliveries of the date cost at today's prices, less their balance now. */
async function walletShortfallPaise(db: Db, waiting: readonly DeliveryCandidate[], date: string): Promise<number> {
  const { storeId, customerId } = waiting[0]!;
  let duePaise = 0;
  for (const candidate of waiting) {
    const subscription = await findOwnSubscription(db, { storeId, customerId }, candidate.id);
    // Only its price is read here, so the name's language does not matter.
    const variant =
      subscription && (await findSubscribableVariant(db, storeId, subscription.productVariantId, SOURCE_LOCALE));
    if (!subscription || !variant) continue;
    const quantity = (await findDayQuantity(db, storeId, subscription.id, date)) ?? subscription.quantity;
    duePaise += deliveryPricePaise(variant, quantity);
  }
  const wallet = await findOwnWallet(db, { storeId, customerId });
  return duePaise - (wallet?.balancePaise ?? 0);
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
  const { dates, considered, placed, failed, skipped, awaitingRecharge, notified, errors } = summary;
  const served = dates.length > 0 ? dates.join(' and ') : 'no date past its cut-off';
  const waiting = awaitingRecharge ? `, ${awaitingRecharge} awaiting a wallet recharge (${notified} told by SMS)` : '';
  return `Subscription orders for ${served}: ${considered} due, ${placed} placed, ${failed} failed, ${skipped} already done or skipped${waiting}${errors ? `, ${errors} errors` : ''}`;
}
