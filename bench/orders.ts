/**
 * Checkout at sale speed: the write path from cart to order on PostgreSQL, against the database's own
 * ceiling for the same statements. A generated store (5,000 products) in a database of its own (dropped at
 * the end); N shoppers (default 50, one connection each) signed in through the OTP routes, wallets funded.
 *
 * Each step is measured alone, as `bench:api` measures each read: every shopper repeats it for the phase's
 * seconds on its own cart or checkouts (add to cart; change a quantity; create a checkout; set address and
 * payment, COD and wallet in turn; place an order). Then the whole order in a loop, on the festival mix: two
 * of four hot products every shopper wants, its own long tail, and a deal with little stock that sells out.
 * Beside each: the statements and round trips one request sends (captured from the server after the
 * phase), and the database's ceiling: pgbench replaying those requests whole, BEGIN and COMMIT kept, with as
 * many connections as the server's pool (lib/database-ceiling.ts). At the end the books are checked: every
 * acknowledged order stored once, no stock below zero or off its baseline, no wallet debited twice.
 *
 *   npm run bench:orders
 *   (needs DATABASE_URL or TEST_DATABASE_URL, a PostgreSQL server it may create a database on;
 *   BENCH_SHOPPERS (50), BENCH_SECONDS per phase (10), BENCH_PRODUCTS (5000), BENCH_POOL_SIZE the server's
 *   connections and pgbench's (the server's default), BENCH_REPORT the JSON file the figures go to)
 */
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, type Db } from '../apps/server/src/db/connect.ts';
import { checkInvariants, describeReport, takeStockBaseline } from '../apps/server/src/hardening/invariants.ts';
import { address } from '../apps/server/src/modules/orders/commerce-test-kit.ts';
import { creditWallet } from '../apps/server/src/modules/wallets/index.ts';
import { signInCustomers, visibleVariantIds } from './lib/bench-customers.ts';
import { createBenchStore, type BenchStore } from './lib/catalogue-data.ts';
import { type CapturedStatement, postgresTranscriptCeiling, type Transcript } from './lib/database-ceiling.ts';
import type { PhaseRequest, PhaseResult, PhaseShopper, Step, StepTally } from './lib/order-shoppers.ts';
import { STEPS } from './lib/order-shoppers.ts';
import { withThrowawayDatabase } from './lib/throwaway-database.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? loadConfig({}).databasePoolSize);
/** The festival's products: every shopper wants two of these four. */
const HOT_PRODUCTS = 4;
/** Each shopper's own products, one each from the long tail. */
const TAIL_PER_SHOPPER = 8;
/** The deal in the whole-order phase: far less stock than the shoppers want, so it sells out. */
const DEAL_STOCK = 120;
const SHELF = 1_000_000;
const WALLET_PAISE = 1_000_000_000;
/** Checkouts made ready per shopper for the placement phase (more than a shopper can place in it). */
const READY_CHECKOUTS = 400;
/** Checkout copies per replaying client for the placement's ceiling (more than pgbench can place). */
const CEILING_CHECKOUTS = 6_000;
const PAYMENT_METHODS = ['COD', WALLET_PAYMENT_METHOD];

type Measured = Step | 'whole order';

interface StepFigure {
  step: Measured;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  statements: number;
  roundTrips: number;
  ceilingPerSecond: number;
  shareOfCeiling: number;
  /** Transactions rolled back in the step's phase: its refusals (409) and any the database gave up on. */
  rolledBack: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The shopper process: one phase at a time, its figures back over IPC. */
function startShoppers(): { run: (request: PhaseRequest) => Promise<PhaseResult>; stop: () => void } {
  const child: ChildProcess = fork(fileURLToPath(new URL('./lib/order-shoppers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    run: async (request) => {
      await ready;
      return new Promise((resolve, reject) => {
        child.once('message', (message: { result?: PhaseResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        child.send(request);
      });
    },
    stop: () => void child.kill(),
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('bench:orders needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
  await withThrowawayDatabase(adminUrl, 'bench_orders', run);
}

async function run(databaseUrl: string) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-orders-'));
  // While `capture` is on, the statements the server sends are kept: counted, then replayed for the ceiling.
  const capture = { on: false, statements: [] as CapturedStatement[] };
  const rolledBack = { count: 0 };
  const database = await connectDatabase({
    databaseUrl,
    poolSize: POOL_SIZE,
    onQuery: (sql, params) => {
      if (capture.on) capture.statements.push({ sql, params });
      // A transaction refused (409) or given up by the database (a deadlock, retried): a storm shows here.
      if (/^\s*rollback\b/i.test(sql)) rolledBack.count += 1;
    },
  });
  const shoppersProcess = startShoppers();
  try {
    const { db } = database;
    const store = await createBenchStore(db, PRODUCTS);
    await db.execute(sql`UPDATE stores SET cod_enabled = true, wallet_enabled = true,
      cod_max_open_orders = 30000, cod_max_open_units = 1000000 WHERE id = ${store.storeId}`);
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      databaseUrl,
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      otpSendsPerIpPerHour: 1_000_000,
      rateLimitFactor: 0,
      databasePoolSize: POOL_SIZE,
    };
    const app = await buildApp({ database, config });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const customers = await signInCustomers(app, store, SHOPPERS);
      const variantIds = await visibleVariantIds(db, store, 1 + HOT_PRODUCTS + SHOPPERS * TAIL_PER_SHOPPER);
      const [deal, ...rest] = variantIds;
      const hot = rest.slice(0, HOT_PRODUCTS);
      const tail = rest.slice(HOT_PRODUCTS);
      await db.execute(
        sql`UPDATE product_variants SET available_quantity = ${SHELF} WHERE store_id = ${store.storeId}`,
      );
      await db.execute(sql`UPDATE product_variants SET available_quantity = ${DEAL_STOCK} WHERE id = ${deal!}`);
      for (const customer of customers) {
        await creditWallet(db, {
          storeId: store.storeId,
          customerId: customer.customerId,
          amountPaise: WALLET_PAISE,
          description: 'Bench top-up',
        });
      }
      const baseline = await takeStockBaseline(db);
      console.error(
        `${PRODUCTS} products, ${SHOPPERS} shoppers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      const shoppers: PhaseShopper[] = customers.map((customer, index) => {
        const own = tail.slice(index * TAIL_PER_SHOPPER, (index + 1) * TAIL_PER_SHOPPER);
        const hotPair = [hot[index % HOT_PRODUCTS]!, hot[(index + 1) % HOT_PRODUCTS]!];
        return {
          token: customer.accessToken,
          customerId: customer.customerId,
          cartId: customer.cartId,
          rotation: [...hotPair, ...own],
          pair: [hotPair[0]!, own[0]!],
          ready: [],
          paymentMethods: PAYMENT_METHODS,
          deal: deal!,
        };
      });
      const { port } = app.server.address() as AddressInfo;
      const phase = async (name: PhaseRequest['phase'], list: PhaseShopper[], seconds = SECONDS) => {
        rolledBack.count = 0;
        const result = await shoppersProcess.run({
          origin: `http://127.0.0.1:${port}`,
          storeId: store.storeId,
          phase: name,
          seconds,
          shoppers: list,
          shippingAddress: address,
        });
        return { ...result, rolledBack: rolledBack.count };
      };
      const emptyCarts = () =>
        db.execute(
          sql`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE store_id = ${store.storeId})`,
        );
      const acknowledged: PhaseResult['placed'] = [];
      const results = new Map<Measured, { tally: StepTally; elapsedSeconds: number; rolledBack: number }>();
      const keep = (name: Measured, result: PhaseResult & { rolledBack: number }) => {
        acknowledged.push(...result.placed);
        const tally = result.steps[name];
        if (!tally) throw new Error(`${name}: no requests were sent`);
        results.set(name, { tally, elapsedSeconds: result.elapsedSeconds, rolledBack: result.rolledBack });
        const seconds = result.elapsedSeconds;
        console.error(
          `${name}: ${Math.round(tally.latenciesMs.length / seconds)} /s (${JSON.stringify(tally.statuses)})` +
            (tally.serverErrors.length ? `\n  ${tally.serverErrors.join('\n  ')}` : ''),
        );
      };
      const transcripts = new Map<Measured, Transcript[]>();
      const ceilingShoppers = shoppers.slice(0, Math.min(POOL_SIZE, SHOPPERS));
      const record = async (work: () => Promise<unknown>) => {
        capture.statements = [];
        capture.on = true;
        try {
          await work();
        } finally {
          capture.on = false;
        }
        return capture.statements;
      };

      // The JIT and the pool warmed up on the whole path (not measured).
      acknowledged.push(...(await phase('whole order', shoppers, WARM_UP_SECONDS)).placed);

      // Add to cart: each shopper adds one more of its ten products in turn (lines already there, mostly).
      await emptyCarts();
      keep('add to cart', await phase('add to cart', shoppers));
      const addOne = (shopper: PhaseShopper, productVariantId: string, quantity = 1) =>
        call(app, shopper, 'POST', `/api/carts/${shopper.cartId}/add-item`, { item: { productVariantId }, quantity });
      const addTranscripts: Transcript[] = [];
      for (const shopper of ceilingShoppers) {
        const statements = await record(() => addOne(shopper, shopper.rotation[0]!));
        // Replayed again and again, a line would reach its cap and the guarded update stop writing: the cap
        // (50 with stock plenty) is lifted so each replay writes, as each request of the load did.
        addTranscripts.push({ statements, values: new Map([['50', '1000000000']]) });
      }
      transcripts.set('add to cart', addTranscripts);

      // Change a quantity: one less of a line, each line starting at 50 so none runs out in the phase.
      await db.execute(sql`UPDATE cart_items SET quantity = 50 WHERE store_id = ${store.storeId}`);
      keep('change a quantity', await phase('change a quantity', shoppers));
      const lowerTranscripts: Transcript[] = [];
      for (const shopper of ceilingShoppers) {
        const statements = await record(() =>
          call(app, shopper, 'POST', `/api/carts/${shopper.cartId}/remove-item`, {
            productVariantId: shopper.rotation[0]!,
            quantity: 1,
          }),
        );
        // Replayed, lowering by 1 would empty the line: lowering by 0 writes the row the same way each time.
        lowerTranscripts.push({ statements: statements.map(lowerByNothing) });
      }
      transcripts.set('change a quantity', lowerTranscripts);

      // Create checkout: each shopper checks out its pair (one hot product, one of its own) again and again.
      const created = await phase('create checkout', shoppers);
      keep('create checkout', created);
      const createTranscripts: Transcript[] = [];
      for (const shopper of ceilingShoppers) {
        const statements = await record(() =>
          call(app, shopper, 'POST', '/api/checkouts', {
            customerId: shopper.customerId,
            cartItems: shopper.pair.map((productVariantId) => ({ productVariantId, quantity: 1 })),
            couponCode: '',
          }),
        );
        createTranscripts.push({ statements });
      }
      transcripts.set('create checkout', createTranscripts);

      // Address and payment: each shopper sets them on the checkouts it created, COD and wallet in turn.
      const withCheckouts = shoppers.map((shopper, index) => ({
        ...shopper,
        ready: created.created[index]!.slice(0, 50),
      }));
      keep('address and payment', await phase('address and payment', withCheckouts));
      const setTranscripts: Transcript[] = [];
      for (const [index, shopper] of withCheckouts.slice(0, ceilingShoppers.length).entries()) {
        const statements = await record(() =>
          call(app, shopper, 'PATCH', `/api/checkouts/${shopper.ready[0]!}`, {
            shippingAddress: address,
            paymentMethod: PAYMENT_METHODS[index % 2],
            couponCode: '',
          }),
        );
        setTranscripts.push({ statements });
      }
      transcripts.set('address and payment', setTranscripts);

      // Place order: each shopper places checkouts made ready for it (its pair, address set, COD and wallet
      // in turn), one after another.
      const readyFor = async (shopper: PhaseShopper, count: number) =>
        (
          await rows<{ id: string }>(
            db,
            sql`INSERT INTO checkouts (store_id, customer_id, items, shipping_address, payment_method, coupon_code)
              SELECT store_id, customer_id, items, ${JSON.stringify(address)}::jsonb,
                CASE WHEN g % 2 = 0 THEN 'COD' ELSE ${WALLET_PAYMENT_METHOD} END, ''
              FROM checkouts, generate_series(0, ${count - 1}) AS g
              WHERE id = ${created.created[shoppers.indexOf(shopper)]![0]!}
              ORDER BY g RETURNING id`,
          )
        ).map((row) => row.id);
      const placing: PhaseShopper[] = [];
      for (const shopper of shoppers) placing.push({ ...shopper, ready: await readyFor(shopper, READY_CHECKOUTS) });
      keep('place order', await phase('place order', placing));
      const placeTranscripts: Transcript[] = [];
      for (const [k, shopper] of ceilingShoppers.entries()) {
        // The k-th replaying client pays as the k-th shopper of the load does: COD, wallet, COD, …
        const lastId = (await readyFor(shopper, 1 + (k % 2)))[k % 2]!;
        let order: { id: string; orderNumber: string } | undefined;
        const statements = await record(async () => {
          const response = await call(app, shopper, 'POST', '/api/orders', {
            checkoutId: lastId,
            customerId: shopper.customerId,
          });
          order = response as { id: string; orderNumber: string };
        });
        acknowledged.push({ id: order!.id, customerId: shopper.customerId, paymentMethod: PAYMENT_METHODS[k % 2]! });
        placeTranscripts.push({ statements, ...freshOrder(`P${k}`, order!, lastId, `md5('ck${k}-' || :n)::uuid`) });
        await db.execute(sql`INSERT INTO checkouts (id, store_id, customer_id, items, shipping_address, payment_method, coupon_code)
          SELECT md5('ck' || ${k} || '-' || g)::uuid, store_id, customer_id, items, shipping_address, payment_method, coupon_code
          FROM checkouts, generate_series(1, ${CEILING_CHECKOUTS}) AS g WHERE id = ${lastId}`);
      }
      transcripts.set('place order', placeTranscripts);

      // The whole order in a loop, the deal in every third.
      await emptyCarts();
      const whole = await phase('whole order', shoppers);
      keep('whole order', whole);

      // The books, before the ceilings write their own orders.
      const books = await checkBooks(db, store, acknowledged, baseline, deal!);

      // The whole order's ceiling: its requests one after another, as a shopper sends them (the deal left out).
      await db.execute(
        sql`UPDATE product_variants SET available_quantity = ${SHELF} WHERE store_id = ${store.storeId}`,
      );
      await db.execute(
        sql`UPDATE wallets SET balance_paise = balance_paise + ${WALLET_PAISE} WHERE store_id = ${store.storeId}`,
      );
      const wholeTranscripts: Transcript[] = [];
      for (const [k, shopper] of ceilingShoppers.entries()) {
        let order: { id: string; orderNumber: string } | undefined;
        let checkoutId = '';
        const statements = await record(async () => {
          const [hotOne, tailOne] = shopper.pair;
          await addOne(shopper, hotOne!);
          await addOne(shopper, tailOne!, 2);
          await call(app, shopper, 'POST', `/api/carts/${shopper.cartId}/remove-item`, {
            productVariantId: tailOne!,
            quantity: 1,
          });
          const checkout = (await call(app, shopper, 'POST', '/api/checkouts', {
            customerId: shopper.customerId,
            cartItems: shopper.pair.map((productVariantId) => ({ productVariantId, quantity: 1 })),
            couponCode: '',
          })) as { id: string };
          checkoutId = checkout.id;
          await call(app, shopper, 'PATCH', `/api/checkouts/${checkoutId}`, {
            shippingAddress: address,
            paymentMethod: PAYMENT_METHODS[k % 2],
            couponCode: '',
          });
          order = (await call(app, shopper, 'POST', '/api/orders', {
            checkoutId,
            customerId: shopper.customerId,
          })) as { id: string; orderNumber: string };
        });
        const fresh = freshOrder(`W${k}`, order!, checkoutId, ':c_id');
        wholeTranscripts.push({
          statements,
          values: fresh.values,
          gset: [...fresh.gset, { when: (text) => /^insert into "checkouts"/i.test(text), prefix: 'c_' }],
        });
      }
      transcripts.set('whole order', wholeTranscripts);

      // Each ceiling after all the load, one at a time, on the same data.
      const figures: StepFigure[] = [];
      for (const step of [...STEPS, 'whole order'] as Measured[]) {
        const measured = results.get(step)!;
        const replays = transcripts.get(step)!;
        const ceilingPerSecond = await postgresTranscriptCeiling(
          { url: databaseUrl, schema: 'public', connections: ceilingShoppers.length },
          replays,
          SECONDS,
        );
        const latencies = [...measured.tally.latenciesMs].sort((a, b) => a - b);
        const requestsPerSecond = Math.round(latencies.length / measured.elapsedSeconds);
        const statementCounts = replays.map((t) => t.statements.filter((s) => !TRANSACTION_CONTROL.test(s.sql)).length);
        const tripCounts = replays.map((t) => t.statements.length);
        const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
        figures.push({
          step,
          requestsPerSecond,
          p50Ms: round1(percentile(latencies, 50)),
          p99Ms: round1(percentile(latencies, 99)),
          statuses: measured.tally.statuses,
          statements: mean(statementCounts),
          roundTrips: mean(tripCounts),
          ceilingPerSecond,
          shareOfCeiling: Math.round((requestsPerSecond / ceilingPerSecond) * 100) / 100,
          rolledBack: measured.rolledBack,
        });
        console.error(`${step}: database ceiling ${ceilingPerSecond}/s`);
      }

      console.log(
        `\nOrders, ${PRODUCTS} products, ${SHOPPERS} shoppers x ${SECONDS} s per step, server pool and pgbench ` +
          `${ceilingShoppers.length} connections`,
      );
      console.table(
        figures.map((figure) => ({
          step: figure.step,
          'req/s': figure.requestsPerSecond,
          'p50 ms': figure.p50Ms,
          'p99 ms': figure.p99Ms,
          statements: figure.statements,
          'round trips': figure.roundTrips,
          'database /s': figure.ceilingPerSecond,
          'x database': figure.shareOfCeiling,
          'rolled back': figure.rolledBack,
          answers: Object.entries(figure.statuses)
            .map(([status, count]) => `${status} x${count}`)
            .join(', '),
        })),
      );
      for (const line of books.lines) console.log(line);
      for (const figure of figures) {
        console.log(`${figure.step}: share of ceiling ${figure.shareOfCeiling.toFixed(2)}`);
      }
      const report = {
        benchmark: 'orders',
        at: new Date().toISOString(),
        products: PRODUCTS,
        shoppers: SHOPPERS,
        seconds: SECONDS,
        poolSize: ceilingShoppers.length,
        steps: figures,
        books: books.figures,
      };
      console.log(JSON.stringify(report, null, 2));
      const folder = new URL('./results/', import.meta.url);
      mkdirSync(folder, { recursive: true });
      const file = process.env.BENCH_REPORT ?? new URL(`orders-${report.at.replace(/[:.]/g, '-')}.json`, folder);
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      const serverErrors = figures.some((figure) => Object.keys(figure.statuses).some((status) => status >= '500'));
      if (!books.ok || serverErrors) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    shoppersProcess.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One request through the app itself (no socket), as the shopper's token; its JSON answer, or an error. */
async function call(app: App, shopper: PhaseShopper, method: 'POST' | 'PATCH', url: string, body: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as unknown;
}

/** Lowering a line by 1, rewritten to lower it by 0: the same statements, writing the same row, every replay. */
function lowerByNothing(statement: CapturedStatement): CapturedStatement {
  if (!/^\s*(delete from|update|insert into|with)\b[\s\S]*"cart_items"/i.test(statement.sql)) return statement;
  return { ...statement, params: statement.params.map((value) => (value === 1 ? 0 : value)) };
}

/**
 * What an order's replay needs fresh each time: its checkout (`checkout`, an expression), its number, and
 * its id in every statement after the INSERT that made it (kept by pgbench from the RETURNING).
 */
function freshOrder(tag: string, order: { id: string; orderNumber: string }, checkoutId: string, checkout: string) {
  return {
    values: new Map([
      [checkoutId, checkout],
      [order.orderNumber, `'${tag}-' || :n`],
      [order.id, ':o_id'],
    ]),
    gset: [{ when: (text: string) => /^insert into "orders"/i.test(text), prefix: 'o_' }],
  };
}

interface Books {
  ok: boolean;
  lines: string[];
  figures: Record<string, number>;
}

/**
 * Stock, wallets and orders after the load: every acknowledged order stored once, nothing oversold (the
 * deal's units held by live orders never above its stock), and each wallet order debited exactly once.
 */
async function checkBooks(
  db: Db,
  store: BenchStore,
  acknowledged: PhaseResult['placed'],
  baseline: Awaited<ReturnType<typeof takeStockBaseline>>,
  deal: string,
): Promise<Books> {
  const invariants = await checkInvariants(db, { stockBaseline: baseline });
  const [counts] = await rows<{ orders: number; distinct_checkouts: number; wallet_orders: number; debits: number }>(
    db,
    sql`SELECT count(*)::int AS orders, count(DISTINCT checkout_id)::int AS distinct_checkouts,
        count(*) FILTER (WHERE payment_method = ${WALLET_PAYMENT_METHOD})::int AS wallet_orders,
        (SELECT count(*)::int FROM wallet_transactions t WHERE t.store_id = ${store.storeId}
          AND t.transaction_type = 'DEBIT') AS debits
      FROM orders WHERE store_id = ${store.storeId}`,
  );
  const [dealRow] = await rows<{ left: number; sold: number }>(
    db,
    sql`SELECT v.available_quantity::int AS left, coalesce(sum(i.quantity), 0)::int AS sold
      FROM product_variants v LEFT JOIN order_items i ON i.product_variant_id = v.id
      WHERE v.id = ${deal} GROUP BY v.available_quantity`,
  );
  const ids = new Set(acknowledged.map((order) => order.id));
  const [stored] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders WHERE id = ANY(${`{${[...ids].join(',')}}`}::uuid[])`,
  );
  const ackWallet = acknowledged.filter((order) => order.paymentMethod === WALLET_PAYMENT_METHOD).length;
  const checks = {
    acknowledgedOrders: acknowledged.length,
    acknowledgedStored: stored!.n,
    ordersInStore: counts!.orders,
    oneOrderPerCheckout: counts!.orders === counts!.distinct_checkouts ? 1 : 0,
    walletOrdersAcknowledged: ackWallet,
    walletOrders: counts!.wallet_orders,
    walletDebits: counts!.debits,
    dealStock: DEAL_STOCK,
    dealSold: dealRow!.sold,
    dealLeft: dealRow!.left,
    invariantBreaks: invariants.breaks.length,
  };
  const ok =
    ids.size === acknowledged.length &&
    checks.acknowledgedStored === acknowledged.length &&
    checks.ordersInStore === acknowledged.length &&
    checks.oneOrderPerCheckout === 1 &&
    checks.walletDebits === checks.walletOrders &&
    checks.walletOrders === ackWallet &&
    checks.dealSold + checks.dealLeft === DEAL_STOCK &&
    checks.dealLeft >= 0 &&
    invariants.breaks.length === 0;
  const lines = [
    `books: ${acknowledged.length} orders acknowledged, ${checks.acknowledgedStored} of them stored, ` +
      `${checks.ordersInStore} in the store, one per checkout: ${checks.oneOrderPerCheckout ? 'yes' : 'NO'}`,
    `books: deal ${checks.dealSold} sold + ${checks.dealLeft} left of ${DEAL_STOCK} (oversold: ` +
      `${Math.max(0, checks.dealSold - DEAL_STOCK)}); wallet orders ${checks.walletOrders}, debits ${checks.walletDebits} ` +
      `(double debits: ${Math.max(0, checks.walletDebits - checks.walletOrders)})`,
    `books: ${describeReport(invariants)}${invariants.breaks.length ? `\n  ${invariants.breaks.slice(0, 5).join('\n  ')}` : ''}`,
    `books: ${ok ? 'add up' : 'DO NOT ADD UP'}`,
  ];
  return { ok, lines, figures: checks };
}

await main();
