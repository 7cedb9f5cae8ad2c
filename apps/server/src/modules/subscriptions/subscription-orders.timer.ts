import type { Db } from '#src/db/connect.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { describeSummary, runSubscriptionOrders } from './subscription-orders.job.ts';

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
 * Runs the subscription job now and then every `everyMs`, for today in India and, past the cut-off, tomorrow. Runs never overlap in one
 * process (replicas may overlap: the job's unique claim makes that safe). The timer does not keep the
 * process alive; the returned function stops it and waits for a run under way.
 */
export function startSubscriptionOrdersTimer(db: Db, options: SubscriptionOrdersTimerOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runSubscriptionOrders(db, {
      now: options.clock(),
      sms: options.sms,
      concurrency: options.concurrency,
      onStockChanged: options.onStockChanged,
      metrics: options.metrics,
      onError: (error, subscriptionId) =>
        options.log.error({ err: error, subscriptionId }, 'subscription delivery failed'),
    })
      .then((summary) => {
        if (summary.placed + summary.failed + summary.notified + summary.errors > 0) {
          options.log.info(describeSummary(summary));
        }
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'subscription orders job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  const first = setTimeout(tick, 0);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
