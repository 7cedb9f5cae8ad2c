import { systemClock, type Clock } from '#src/providers/clock.ts';
import type { Db } from '#src/db/connect.ts';
import { settledOrderPayment, settlePayment, type SettlementLog } from './payment-settlement.service.ts';
import { listUnsettledPayments } from './payments.repository.ts';
import { expireUnpaidOrders } from './unpaid-order-expiry.service.ts';
import { expireUnacceptedOrders } from '#src/modules/orders/index.ts';
import { recordJobRun, type Metrics } from '#src/observability/metrics.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import type { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { repeatEvery } from '#src/repeat-every.ts';

export interface ReconciliationOptions {
  gateways: PaymentGateways;
  log: SettlementLog & { warn(details: object, message: string): void };
  /** Payments younger than this are left to the shopper's own polling and the webhook. */
  minAgeMs?: number;
  /**
   * A payment the provider still calls unpaid after this long ends FAILED 'Time Limit Exceeded'; an online
   * order with no payment under way this long after it was placed is cancelled and its stock released.
   */
  timeoutMs: number;
  /** How many payments (and unpaid orders) one run looks at (the oldest first). */
  batchSize?: number;
  now?: Clock;
  /** Told about each store whose stock a settlement or an expiry moved (the app's cache bus). */
  onStockChanged?: StockChanged;
  /** Counts the run and the payments whose provider could not be asked. */
  metrics?: Pick<Metrics, 'jobRan'> | undefined;
}

export interface ReconciliationSummary {
  checked: number;
  settled: number;
  expired: number;
  errors: number;
  /** Online orders cancelled because nobody paid for them within the time limit. */
  ordersCancelled: number;
  /** Orders cancelled because the shop left them PLACED past its store's wait. */
  ordersUnaccepted: number;
}

/**
 * Settles the payments nobody told us about: the shopper closed the tab and the webhook never came. Each
 * payment still under way for over a minute is asked about at its provider and settled as it says; one the
 * provider still calls unpaid past the time limit ends FAILED 'Time Limit Exceeded' (its order FAILED, its
 * stock back). A provider that cannot be reached is asked again next run, never guessed at. Then online
 * orders nobody started (or finished) paying within the time limit are cancelled, their stock back, and so
 * are orders the shop left PLACED past its store's wait (a COD order must not hold stock for ever). Safe on
 * several replicas at once: the settlement locks the payment row, the expiry the order row, and every
 * UPDATE is guarded by the status or state it read.
 */
export function reconcilePayments(db: Db, options: ReconciliationOptions): Promise<ReconciliationSummary> {
  return recordJobRun(
    options.metrics,
    'payment_reconciliation',
    () => settleUnreportedPayments(db, options),
    (summary) => ({ errors: summary.errors }),
  );
}

async function settleUnreportedPayments(db: Db, options: ReconciliationOptions): Promise<ReconciliationSummary> {
  const now = (options.now ?? systemClock)();
  const summary: ReconciliationSummary = {
    checked: 0,
    settled: 0,
    expired: 0,
    errors: 0,
    ordersCancelled: 0,
    ordersUnaccepted: 0,
  };
  const due = await listUnsettledPayments(
    db,
    new Date(now.getTime() - (options.minAgeMs ?? 60_000)),
    options.batchSize ?? 100,
  );
  for (const payment of due) {
    summary.checked += 1;
    try {
      const gateway = options.gateways.for(payment.provider);
      if (!gateway) continue;
      const report = await gateway.fetchStatus(payment.providerOrderId);
      let settled: Awaited<ReturnType<typeof settlePayment>> = null;
      if (report.status !== 'PROGRESS') {
        settled = await settlePayment(db, options.log, payment, report);
        summary.settled += 1;
      } else if (now.getTime() - payment.createdAt.getTime() > options.timeoutMs) {
        settled = await settlePayment(db, options.log, payment, {
          status: 'FAILED',
          amountPaise: report.amountPaise,
          providerPaymentId: null,
          failureReason: 'payment.reasonTimeLimit',
        });
        summary.expired += 1;
      }
      if (settledOrderPayment(settled)) options.onStockChanged?.(settled.storeId);
    } catch (error) {
      summary.errors += 1;
      options.log.warn({ err: error, paymentTransactionId: payment.id }, 'payment reconciliation: provider not asked');
    }
  }
  summary.ordersCancelled = await expireUnpaidOrders(db, {
    placedBefore: new Date(now.getTime() - options.timeoutMs),
    batchSize: options.batchSize ?? 100,
    ...(options.onStockChanged ? { onStockChanged: options.onStockChanged } : {}),
  });
  summary.ordersUnaccepted = await expireUnacceptedOrders(db, {
    now,
    batchSize: options.batchSize ?? 100,
    ...(options.onStockChanged ? { onStockChanged: options.onStockChanged } : {}),
  });
  return summary;
}

/** Runs the reconciliation every `everyMs` (`repeatEvery`), logging what it did when it did anything. */
export function startPaymentReconciliationTimer(
  db: Db,
  options: ReconciliationOptions & { everyMs: number; log: { info(message: string): void } },
): () => Promise<void> {
  const run = async () => {
    const summary = await reconcilePayments(db, options);
    if (summary.settled + summary.expired + summary.errors + summary.ordersCancelled + summary.ordersUnaccepted > 0) {
      options.log.info(
        `payment reconciliation: ${summary.checked} checked, ${summary.settled} settled, ` +
          `${summary.expired} timed out, ${summary.errors} not reachable, ` +
          `${summary.ordersCancelled} unpaid orders cancelled, ` +
          `${summary.ordersUnaccepted} orders the shop left waiting cancelled`,
      );
    }
  };
  // Not at once: the server has only just started.
  return repeatEvery(options.everyMs, run, {
    atStart: false,
    onError: (error) => options.log.error({ err: error }, 'payment reconciliation failed'),
  });
}
