import type { Db } from '#src/db/connect.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { describeSummary, runSubscriptionOrders } from './subscription-orders.job.ts';
import { repeatEvery } from '#src/repeat-every.ts';

export interface SubscriptionOrdersTimerOptions {
  /** How often to run; each run serves today in India and is idempotent, so repeats are harmless. */
  everyMs: number;
  log: { info(message: string): void; error(details: object, message: string): void };
  /** Told about each store whose stock a delivery order took. */
  onStockChanged: StockChanged;
  clock: Clock;
  /** Sends the low-balance notices. */
  sms: SmsProvider;
  /** Deliveries made at once (see runSubscriptionOrders). */
  concurrency: number;
  /** Counts each run and the orders it made. */
  metrics?: Pick<Metrics, 'jobRan'>;
}

/**
 * Runs the subscription job now and then every `everyMs` (`repeatEvery`), for today in India and, past the
 * cut-off, tomorrow. Replicas may run it together: the job's unique claim makes that safe.
 */
export function startSubscriptionOrdersTimer(db: Db, options: SubscriptionOrdersTimerOptions): () => Promise<void> {
  const run = async () => {
    const summary = await runSubscriptionOrders(db, {
      now: options.clock(),
      sms: options.sms,
      concurrency: options.concurrency,
      onStockChanged: options.onStockChanged,
      metrics: options.metrics,
      onError: (error, subscriptionId) =>
        options.log.error({ err: error, subscriptionId }, 'subscription delivery failed'),
    });
    if (summary.placed + summary.failed + summary.notified + summary.errors > 0) {
      options.log.info(describeSummary(summary));
    }
  };
  return repeatEvery(options.everyMs, run, {
    atStart: true,
    onError: (error) => options.log.error({ err: error }, 'subscription orders job failed'),
  });
}
