/**
 * Daily-delivery benchmark on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL, in a schema of its own dropped at
 * the end): a store with 10,000 active subscriptions (a third paid from the wallet; one in twenty paused, one in
 * twenty skipping the date), the daily job making a date's orders (one server as main.ts runs it, 4 deliveries
 * at once; its replay; one at a time; two servers at once), and the delivery-calendar API under load for a
 * shopper with 5 subscriptions. Prints orders made per second and the calendar's req/s, p50 and p99; writes the figures to bench/results/.
 *
 *   npm run bench:subscriptions
 *   (BENCH_SUBSCRIPTIONS, BENCH_CONNECTIONS, BENCH_SECONDS override the sizes)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { indiaMoment } from '../packages/contract/src/subscriptions/delivery-days.ts';
import { addDays, indiaToday } from '../packages/contract/src/subscriptions/subscription-rules.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, randomSchemaName } from '../apps/server/src/db/connect.ts';
import { runSubscriptionOrders, type SubscriptionOrdersSummary } from '../apps/server/src/modules/subscriptions/subscription-orders.job.ts';
import { address } from '../apps/server/src/modules/orders/commerce-test-kit.ts';
import { signInCustomers } from './lib/bench-customers.ts';
import { createBenchStore } from './lib/catalogue-data.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = 2_000;

interface JobFigure {
  run: string;
  date: string;
  seconds: number;
  placed: number;
  skipped: number;
  failed: number;
  ordersPerSecond: number;
}

async function timed(run: () => Promise<SubscriptionOrdersSummary[]>) {
  const started = performance.now();
  const summaries = await run();
  const seconds = (performance.now() - started) / 1000;
  const total = (key: 'placed' | 'skipped' | 'failed' | 'errors') =>
    summaries.reduce((sum, summary) => sum + summary[key], 0);
  if (total('errors') > 0) throw new Error(`the job reported ${total('errors')} errors`);
  return { seconds, placed: total('placed'), skipped: total('skipped'), failed: total('failed') };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('bench:subscriptions runs on PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  const database = await connectDatabase({ databaseUrl, isolatedSchema: randomSchemaName('bench') });
  const { db } = database;
  const today = indiaToday();
  // Three delivery dates, one for each way of running the job.
  const dates = [1, 2, 3].map((days) => addDays(today, days));
  try {
    const store = await createBenchStore(db, PRODUCTS);
    await db.execute(sql`UPDATE stores SET wallet_enabled = true WHERE id = ${store.storeId}`);
    // Every product subscribable and stocked for the whole run.
    await db.execute(sql`UPDATE products SET is_subscribable = true WHERE store_id = ${store.storeId}`);
    await db.execute(sql`UPDATE product_variants SET available_quantity = 1000000, is_visible = true
      WHERE store_id = ${store.storeId}`);
    const started = performance.now();
    await db.execute(sql`INSERT INTO customers (store_id, login_mobile, mobile)
      SELECT ${store.storeId}, '7' || lpad(i::text, 9, '0'), '7' || lpad(i::text, 9, '0') FROM generate_series(1, ${SUBSCRIPTIONS}) i`);
    // Wallet-paid shoppers hold enough for a month of deliveries (a synthetic balance: no ledger lines).
    await db.execute(sql`INSERT INTO wallets (store_id, customer_id, balance_paise)
      SELECT store_id, id, 10000000 FROM customers WHERE store_id = ${store.storeId}`);
    await db.execute(sql`INSERT INTO subscriptions
        (store_id, customer_id, product_variant_id, quantity, days_of_week, start_date, payment_method, shipping_address)
      SELECT c.store_id, c.id, v.id, 1 + c.n % 3,
        ARRAY['SUNDAY','MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY'], ${today},
        CASE WHEN c.n % 3 = 0 THEN 'HAAT_WALLET' ELSE 'COD' END, ${JSON.stringify(address)}::jsonb
      FROM (SELECT id, store_id, row_number() OVER (ORDER BY id) AS n FROM customers WHERE store_id = ${store.storeId}) c
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM product_variants WHERE store_id = ${store.storeId}) v
        ON v.n = 1 + c.n % ${PRODUCTS}`);
    await db.execute(sql`INSERT INTO subscription_pauses (store_id, customer_id, subscription_id, start_date, end_date)
      SELECT store_id, customer_id, NULL, ${dates[0]}, ${dates[2]} FROM subscriptions
      WHERE store_id = ${store.storeId} AND abs(hashtext(id::text)) % 20 = 0`);
    await db.execute(sql`INSERT INTO subscription_day_changes (store_id, subscription_id, delivery_date, quantity)
      SELECT store_id, id, d, 0 FROM subscriptions, unnest(ARRAY[${dates[0]}, ${dates[1]}, ${dates[2]}]::date[]) d
      WHERE store_id = ${store.storeId} AND abs(hashtext(id::text)) % 20 = 1`);
    await db.execute(sql`ANALYZE`);
    console.error(`${SUBSCRIPTIONS} subscriptions written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The evening before each date: its cut-off (22:00) has passed.
    const evening = (date: string) => indiaMoment(addDays(date, -1), '22:01');
    const jobs: JobFigure[] = [];
    const record = (run: string, date: string, figure: Awaited<ReturnType<typeof timed>>) =>
      jobs.push({
        run,
        date,
        ...figure,
        seconds: round(figure.seconds),
        ordersPerSecond: Math.round((figure.placed + figure.failed) / figure.seconds),
      });
    // As a PostgreSQL server runs it (4 deliveries at once, main.ts), then one at a time, then two servers.
    const run = (date: string, concurrency: number) =>
      runSubscriptionOrders(db, { date, now: evening(date), concurrency });
    record('one server, 4 at once', dates[0]!, await timed(async () => [await run(dates[0]!, 4)]));
    record('replay (all done)', dates[0]!, await timed(async () => [await run(dates[0]!, 4)]));
    record('one server, 1 at a time', dates[1]!, await timed(async () => [await run(dates[1]!, 1)]));
    record(
      'two servers, 4 at once each',
      dates[2]!,
      await timed(() => Promise.all([1, 2].map(() => run(dates[2]!, 4)))),
    );

    // The calendar: one shopper with 5 subscriptions, under load.
    const app = await buildApp({ database, config: { ...loadConfig({}), logLevel: 'silent', databaseUrl } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const [shopper] = await signInCustomers(app, store, 1);
      const auth = { authorization: `Bearer ${shopper!.accessToken}` };
      const variants = (await db.execute(
        sql`SELECT id FROM product_variants WHERE store_id = ${store.storeId} ORDER BY id LIMIT 5`,
      )) as unknown as { rows: { id: string }[] };
      for (const [index, variant] of variants.rows.entries()) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          headers: auth,
          payload: {
            storeId: store.storeId,
            customerId: shopper!.customerId,
            subscriptionRecurrence: {
              daysOfWeek:
                index % 2 === 0 ? ['MONDAY', 'WEDNESDAY', 'FRIDAY'] : ['SUNDAY', 'TUESDAY', 'THURSDAY', 'SATURDAY'],
              startDate: today,
              endDate: '',
            },
            shippingAddress: address,
            variantId: variant.id,
            quantity: 1 + index,
            isActive: true,
            paymentMethod: index === 0 ? 'HAAT_WALLET' : 'COD',
          },
        });
        if (created.statusCode !== 200) throw new Error(`subscribe answered ${created.statusCode}: ${created.body}`);
      }
      const { port } = app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/subscriptions/calendar?customerId=${shopper!.customerId}&storeId=${store.storeId}`;
      await autocannon({ url, connections: CONNECTIONS, duration: 1, workers: 1, headers: auth });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers: auth });
      const calendar = {
        subscriptions: 5,
        connections: CONNECTIONS,
        seconds: SECONDS,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      };

      console.log(`\nDaily job on PostgreSQL, ${SUBSCRIPTIONS} active subscriptions delivering each day`);
      console.table(jobs);
      console.log(`Delivery calendar API, a shopper with 5 subscriptions, ${CONNECTIONS} connections x ${SECONDS} s`);
      console.table([calendar]);
      const report = {
        benchmark: 'subscriptions',
        at: new Date().toISOString(),
        subscriptions: SUBSCRIPTIONS,
        jobs,
        calendar,
      };
      console.log(JSON.stringify(report, null, 2));
      const folder = new URL('./results/', import.meta.url);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        new URL(`subscriptions-${report.at.replace(/[:.]/g, '-')}.json`, folder),
        `${JSON.stringify(report, null, 2)}\n`,
      );
      if (calendar.failures > 0) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

await main();
