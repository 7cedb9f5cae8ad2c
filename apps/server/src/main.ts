import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig, paths, startupProblems, type Config } from './config.ts';
import { startPaymentReconciliationTimer } from './modules/payments/payment-reconciliation.job.ts';
import { startSubscriptionOrdersTimer } from './modules/subscriptions/subscription-orders.timer.ts';
import { PRODUCT_SALES_EVERY_MS, startProductSalesTimer } from './modules/catalogue/product-sales.job.ts';
import { createReadiness } from './modules/health/readiness.ts';
import { BACK_IN_STOCK_EVERY_MS, startBackInStockTimer } from './modules/stock-alerts/back-in-stock.job.ts';
import { ORDER_NOTICES_EVERY_MS, startOrderNoticesTimer } from './modules/order-notices/index.ts';
import { listenForMetrics } from './observability/metrics.plugin.ts';
import { seedDemoStores, type SeedOptions } from './modules/store-import/demo-seed.ts';
import { DEMO_OWNER_MOBILE } from './modules/store-import/demo-owner.ts';
import { listStoreFriendlyIds } from './modules/stores/stores.repository.ts';
import { openRuntime } from './runtime.ts';
import { startupSummary } from './startup-summary.ts';
import { unsupportedNodeWarning } from './supported-node.ts';

// `npm start`: migrate (on connect), seed the demo stores on a first run, serve the API and the storefront.
const config = configOrExit();
const { database, storage } = await openRuntime(config);

// Under a database lock: of several servers starting together on an empty database, one seeds. Outside
// production the demo stores get an owner, so their consoles can be opened; in production they get none.
const seedOptions: SeedOptions = config.production ? {} : { ownerMobile: DEMO_OWNER_MOBILE };
const seed = await database.exclusively('seed', () =>
  seedDemoStores({ db: database.db, storage }, paths.demoDataDir, seedOptions),
);
if (seed.seeded) {
  for (const store of seed.imported) console.log(`Seeded demo store ${store.friendlyId}`);
  if (seedOptions.ownerMobile) console.log(`Demo stores' console owner: ${seedOptions.ownerMobile}`);
  for (const failure of seed.failed) console.error(`Could not seed ${failure.file}:\n${failure.message}`);
}

const readiness = createReadiness();
const app = await buildApp({ database, config, readiness, providers: { storage } });
const { clock, paymentGateways, sms } = app.providers;
const { metrics } = app;
await app.listen({ port: config.port, host: config.host });
// METRICS_PORT: `/metrics` on a port of its own, for a scraper on a network shoppers cannot reach.
const metricsPort = config.metrics.port;
const metricsListener = metricsPort
  ? await listenForMetrics(metrics, { port: metricsPort, host: config.metrics.host })
  : null;

const origin = config.publicUrl ?? `http://localhost:${config.port}`;
if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
  console.log(`The storefront is not built (npm run build): serving the API only.`);
}
const friendlyIds = await listStoreFriendlyIds(database.db);
console.log(['', 'Haat', ...startupSummary(config, database)].join('\n'));
const nodeWarning = unsupportedNodeWarning();
if (nodeWarning) console.error(nodeWarning);
console.log(`\nHaat is running on ${origin} (${database.kind}). Stores:`);
for (const friendlyId of friendlyIds) console.log(`  ${origin}/${friendlyId}`);
if (friendlyIds.length === 0) console.log('  none yet: npm run cli -- store import <file>');

// What the jobs change in stock is told to every server's cached reads at once; the orders they make, settle
// and expire, to the store's consoles (which read their list again).
const onStockChanged = (storeId: string) => {
  app.cacheBus.storeChanged(storeId);
  app.orderEvents.orderChanged({ storeId, kind: 'CHANGED', orderId: null, state: null });
};

// Subscription orders (today's, and tomorrow's once the cut-off has passed) and the low-balance SMS, now
// and every few minutes: idempotent, so restarts and replicas are harmless.
const stopSubscriptionOrders =
  config.subscriptionJobEveryMinutes > 0
    ? startSubscriptionOrdersTimer(database.db, {
        everyMs: config.subscriptionJobEveryMinutes * 60_000,
        log: app.log,
        onStockChanged,
        clock,
        sms,
        metrics,
        // PostgreSQL serves several deliveries at once; the embedded database one at a time.
        concurrency: database.kind === 'postgres' ? 4 : 1,
      })
    : async () => {};

// Payments nobody told us about (tab closed, webhook lost): asked about at the provider every minute.
const stopPaymentReconciliation =
  config.payments.reconcileEverySeconds > 0
    ? startPaymentReconciliationTimer(database.db, {
        gateways: paymentGateways,
        now: clock,
        everyMs: config.payments.reconcileEverySeconds * 1000,
        timeoutMs: config.payments.timeoutMinutes * 60_000,
        log: app.log,
        onStockChanged,
        metrics,
      })
    : async () => {};

// Each product's units sold in the last 30 days, which listings and home's Popular Products sort by: now and
// every quarter hour, each store's cached reads told when its order moves.
const stopProductSales = startProductSalesTimer(database.db, {
  everyMs: PRODUCT_SALES_EVERY_MS,
  now: clock,
  onChanged: (storeId) => app.cacheBus.storeChanged(storeId),
  log: app.log,
  metrics,
});

// "Notify me": waiting requests whose pack is back get their one SMS, whichever way the stock came back.
const stopBackInStock = startBackInStockTimer(database.db, {
  everyMs: BACK_IN_STOCK_EVERY_MS,
  sms,
  config,
  metrics,
  log: app.log,
  onError: (error, alertId) => app.log.error({ err: error, alertId }, 'back-in-stock SMS not sent; tried again later'),
});

// The shopper's order SMS that could not go right after their move (a gateway down, a CLI move): tried again.
const stopOrderNotices = startOrderNoticesTimer(database.db, {
  everyMs: ORDER_NOTICES_EVERY_MS,
  sms,
  config,
  metrics,
  log: app.log,
  onError: (error, noticeId) => app.log.error({ err: error, noticeId }, 'order SMS not sent; tried again later'),
});

/** After the drain, how long in-flight requests may take before the process exits anyway. */
const CLOSE_GRACE_SECONDS = 10;

// A deploy rolls this server (SIGTERM) or a developer stops it (SIGINT). It turns not-ready at once, so the load
// balancer stops sending; for DRAIN_SECONDS it still answers what arrives before the balancer notices (each
// answer with `Connection: close`, so clients reconnect to another server); then it closes.
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  readiness.startDraining();
  app.log.info(`${signal}: not ready; draining for ${config.drainSeconds} s, then closing`);
  // A stuck request does not keep the process alive for ever.
  setTimeout(() => process.exit(1), (config.drainSeconds + CLOSE_GRACE_SECONDS) * 1000).unref();
  try {
    await Promise.all([
      stopSubscriptionOrders(),
      stopPaymentReconciliation(),
      stopProductSales(),
      stopBackInStock(),
      stopOrderNotices(),
      delay(config.drainSeconds * 1000),
    ]);
    // In-flight requests finish; idle keep-alive connections are closed.
    await app.close();
    // Last: a scraper sees the drain and the close.
    await metricsListener?.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

/** A setting that is missing or wrong stops the start here, with every problem and what to set. */
function configOrExit(): Config {
  let problems: string[];
  try {
    const loaded = loadConfig();
    problems = startupProblems(loaded);
    if (problems.length === 0) return loaded;
  } catch (error) {
    problems = [(error as Error).message];
  }
  console.error(['Haat cannot start:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  process.exit(1);
}
