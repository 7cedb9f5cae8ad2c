import { describe, expect, it } from 'vitest';
import { placeOrder, readyCheckout, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import {
  createPaymentsTestApp,
  setActiveProvider,
  startedOnlinePayment,
} from '#src/modules/payments/payments-test-kit.ts';
import {
  addDays,
  createSubscriptionShop,
  subscribe,
  today,
  weekdayOf,
} from '#src/modules/subscriptions/subscription-test-kit.ts';
import { declares, sample, samplesOf } from '#src/testing/metrics-text.ts';
import { freePort } from '#src/testing/server-process.ts';
import { createMetrics } from './metrics.ts';
import { listenForMetrics } from './metrics.plugin.ts';

// A development server whose payment providers are a standalone emulator, as a live account would be.
const context = await createPaymentsTestApp();
const { app } = context;

/** A shopper's morning: log in, add to the cart, order cash on delivery, pay online, subscribe, browse. */
async function shopperJourney() {
  const shop = await createSubscriptionShop(context);
  await setActiveProvider(context, shop, 'CASHFREE');
  const shopper = await signIn(app, shop);
  const added = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
    item: { productVariantId: shop.variants.rice },
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
  const order = await placeOrder(shopper, checkoutId);
  expect(order.statusCode, order.body).toBe(200);

  const { shopper: payer, session } = await startedOnlinePayment(app, shop);
  expect((await payer.call('GET', `/api/payment-transactions/${session.id}`)).statusCode).toBe(200);

  // The daily job on the next Monday the subscription delivers: one order made.
  await subscribe(shop, shopper);
  const monday = Array.from({ length: 7 }, (_, i) => addDays(today(), i + 1)).find(
    (date) => weekdayOf(date) === 'MONDAY',
  );
  const job = await app.inject({ method: 'POST', url: '/api/dev/jobs/subscriptions', payload: { date: monday } });
  expect(job.json()).toMatchObject({ placed: 1, errors: 0 });

  // Browsing last: an order clears the store's cached reads.
  for (let visit = 0; visit < 2; visit += 1) {
    const products = await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}&size=50` });
    expect(products.statusCode).toBe(200);
  }

  expect((await app.inject({ method: 'GET', url: '/no/such/page-12345' })).statusCode).toBe(404);
}

describe('GET /metrics after a shopper journey', () => {
  it('answers every family in Prometheus text, with plausible values', async () => {
    await shopperJourney();
    const scrape = await app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(scrape.headers['cache-control']).toBe('no-store');
    const text = scrape.body;

    // Requests by route pattern and status, with latency buckets.
    const orders = { method: 'POST', route: '/api/orders', status_code: '200' };
    const ordered = sample(text, 'haat_http_request_duration_seconds_count', orders)!;
    expect(ordered).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'haat_http_request_duration_seconds_bucket', { ...orders, le: '+Inf' })).toBe(ordered);
    expect(sample(text, 'haat_http_request_duration_seconds_sum', orders)).toBeGreaterThan(0);
    expect(sample(text, 'haat_http_request_duration_seconds_bucket', { ...orders, le: '0.005' })).toBeLessThanOrEqual(
      ordered,
    );
    const unmatched = { route: 'unmatched', status_code: '404' };
    expect(sample(text, 'haat_http_request_duration_seconds_count', unmatched)).toBeGreaterThanOrEqual(1);
    const routes = samplesOf(text, 'haat_http_request_duration_seconds_count').map((found) => found.labels.route);
    expect(routes).toContain('/api/carts/:id/add-item');
    // Patterns only: no id (nor the 404's path) becomes a label.
    expect(routes.filter((route) => /[0-9a-f]{8}-|12345/.test(route!))).toEqual([]);

    // The database pool: PGlite has one connection and no queue to see; PostgreSQL's pool shows both.
    const driver = context.database.kind;
    expect(sample(text, 'haat_db_pool_max_connections', { driver })).toBe(driver === 'pglite' ? 1 : 10);
    expect(sample(text, 'haat_db_pool_open_connections', { driver })).toBeGreaterThanOrEqual(1);
    if (driver === 'postgres') {
      expect(sample(text, 'haat_db_pool_in_use_connections', { driver })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'haat_db_pool_waiting_queries', { driver })).toBe(0);
    } else {
      expect(samplesOf(text, 'haat_db_pool_in_use_connections')).toEqual([]);
      expect(declares(text, 'haat_db_pool_waiting_queries', 'gauge')).toBe(true);
    }
    expect(sample(text, 'haat_db_errors_total', { kind: 'unavailable' })).toBe(0);
    expect(sample(text, 'haat_db_errors_total', { kind: 'connection_lost' })).toBe(0);

    // The public-read cache: the second product list came from memory.
    expect(sample(text, 'haat_public_read_cache_misses_total', { kind: 'read' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'haat_public_read_cache_hits_total', { kind: 'read' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'haat_public_read_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'haat_public_read_cache_bytes')).toBeGreaterThan(0);

    // The subscription job: one run, one order made, nothing failed.
    const job = { job: 'subscription_orders' };
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'failed' })).toBe(0);
    expect(sample(text, 'haat_job_orders_total', { ...job, outcome: 'placed' })).toBe(1);
    expect(sample(text, 'haat_job_orders_total', { ...job, outcome: 'failed' })).toBe(0);
    expect(sample(text, 'haat_job_errors_total', job)).toBe(0);
    expect(sample(text, 'haat_job_duration_seconds_count', job)).toBe(1);
    expect(Date.now() / 1000 - sample(text, 'haat_job_last_success_timestamp_seconds', job)!).toBeLessThan(60);

    // Payments by provider, call and outcome; SMS by provider, kind and outcome.
    const cashfree = { provider: 'CASHFREE' };
    expect(sample(text, 'haat_payment_provider_calls_total', { ...cashfree, call: 'create', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'haat_payment_provider_calls_total', { ...cashfree, call: 'create', outcome: 'error' })).toBe(
      0,
    );
    expect(
      sample(text, 'haat_payment_provider_calls_total', { ...cashfree, call: 'status', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    const otp = { provider: 'console', kind: 'otp' };
    expect(sample(text, 'haat_sms_messages_total', { ...otp, outcome: 'sent' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'haat_sms_messages_total', { ...otp, outcome: 'failed' })).toBe(0);

    // Redis (none here) and file storage (this server's disk): declared, and no error.
    expect(declares(text, 'haat_redis_errors_total', 'counter')).toBe(true);
    expect(samplesOf(text, 'haat_redis_errors_total')).toEqual([]);
    const read = { storage: 'local', operation: 'read', kind: 'unavailable' };
    expect(sample(text, 'haat_file_storage_errors_total', read)).toBe(0);

    // Node's own figures.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(declares(text, 'nodejs_eventloop_lag_p99_seconds', 'gauge')).toBe(true);
  });

  it('is open outside production, and counts its own scrapes', async () => {
    await app.inject({ method: 'GET', url: '/metrics' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const scrapes = { method: 'GET', route: '/metrics', status_code: '200' };
    expect(sample(text, 'haat_http_request_duration_seconds_count', scrapes)).toBeGreaterThanOrEqual(2);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on a listener of its own, and nothing else there', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.requestAnswered('GET', '/healthz', 200, 0.002);
    const port = await freePort();
    const listener = await listenForMetrics(metrics, { port, host: '127.0.0.1' });
    try {
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(sample(text, 'haat_http_request_duration_seconds_count', { route: '/healthz' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
