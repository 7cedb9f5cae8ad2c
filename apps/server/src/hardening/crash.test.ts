import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { randomSchemaName } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { logIn } from '#src/modules/identity/identity-test-kit.ts';
import { seedDemoStores } from '#src/modules/store-import/demo-seed.ts';
import { creditWallet } from '#src/modules/wallets/wallets.repository.ts';
import { paths } from '#src/config.ts';
import type { GatewayEmulator } from '#src/providers/payments/emulator/gateway-emulator.ts';
import { startGatewayEmulator, type StandaloneEmulator } from '#src/providers/payments/emulator/standalone-emulator.ts';
import { openRuntime } from '#src/runtime.ts';
import { freePort, SERVER_START_LIMIT_MS, startServer } from '#src/testing/server-process.ts';
import { emptyOutcome, paymentStatus, runStream, type StreamOutcome, type StreamPlan } from './crash-stream.ts';
import { checkInvariants, describeReport, takeStockBaseline, type StockBaseline } from './invariants.ts';

/**
 * The real server process is killed (SIGKILL) in the middle of a stream of order placements (COD, wallet,
 * online), cancellations, online payments and wallet recharges, then restarted on the same data. Every
 * order the server answered must still be there in the state it was answered in; every payment made at the
 * provider settles when polled after the restart; every answered recharge keeps its wallet line; every
 * order cut off must be whole or absent; wallets and stock must balance. Once on PGlite (the embedded default, DATA_DIR) and, with TEST_DATABASE_URL, once on
 * a PostgreSQL database of its own.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const SHOPPERS = 6;
const ORDERS_BEFORE_KILL = 16;
const ORDERS_AFTER_RESTART = 6;

interface Prepared {
  plan: StreamPlan;
  baseline: StockBaseline;
}

/** Seeds the demo stores, logs shoppers in and funds their wallets, in this process; then closes the database. */
async function prepare(config: Config, gateway: GatewayEmulator): Promise<Prepared> {
  const runtime = await openRuntime(config);
  try {
    const { db } = runtime.database;
    await seedDemoStores({ db, storage: runtime.storage }, paths.demoDataDir);
    const [store] = await selectRows<{ id: string; orgId: string; locationId: string; name: string; orgName: string }>(
      db,
      sql`select s.id, s.org_id as "orgId", s.location_id as "locationId", s.name, o.name as "orgName"
        from stores s join orgs o on o.id = s.org_id where s.friendly_id = 'demo'`,
    );
    const variants = await selectRows<{ id: string }>(
      db,
      sql`select v.id from product_variants v join products p on p.id = v.product_id
        where v.store_id = ${store!.id} and v.is_visible and p.is_shown and v.available_quantity >= 40
        order by v.id limit 5`,
    );
    expect(variants).toHaveLength(5);
    // One scarce variant: some placements lose the race for it, before and after the crash.
    await db.execute(sql`update product_variants set available_quantity = 6 where id = ${variants[0]!.id}`);
    const app = await buildApp({ database: runtime.database, config });
    const testStore = {
      storeId: store!.id,
      orgId: store!.orgId,
      locationId: store!.locationId,
      storeName: store!.name,
      orgName: store!.orgName,
    };
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const session = await logIn(app, testStore);
      await creditWallet(db, {
        storeId: store!.id,
        customerId: session.customerId,
        amountPaise: 300_000,
        description: 'Crash test top-up',
      });
      const profile = await app.inject({
        method: 'GET',
        url: `/api/customers/${session.customerId}?storeId=${store!.id}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      shoppers.push({
        customerId: session.customerId,
        walletId: profile.json().shoppingProfileIdentity.walletId as string,
        mobile: session.mobile,
        accessToken: session.accessToken,
      });
    }
    await app.close();
    return {
      plan: { storeId: store!.id, shoppers, variantIds: variants.map((variant) => variant.id), gateway },
      baseline: await takeStockBaseline(db),
    };
  } finally {
    await runtime.database.close();
  }
}

/** Streams until `enough()` holds, then kills the server under the shoppers' feet. */
async function streamThenKill(origin: string, plan: StreamPlan, outcome: StreamOutcome, kill: () => Promise<void>) {
  let killed = false;
  let settled = false;
  const stream = runStream(origin, plan, outcome, () => killed).finally(() => (settled = true));
  const started = Date.now();
  while (!settled && outcome.placed.size < ORDERS_BEFORE_KILL && Date.now() - started < 45_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await kill();
  killed = true;
  await stream;
}

async function crashAndRecover(engine: string, dataDir: string, databaseUrl: string) {
  const started = Date.now();
  const gateway = await startGatewayEmulator();
  try {
    const port = await freePort();
    const env = serverEnv(dataDir, databaseUrl, port, gateway);
    const config = configOf(env);
    const { plan, baseline } = await prepare(config, gateway.emulator);
    const before = emptyOutcome();
    const first = await startServer(env, port);
    await streamThenKill(first.origin, plan, before, () => first.kill());

    // The same port: the provider's webhooks and the shoppers find the server where it was.
    const second = await startServer(env, port);
    // The storefront polls its payments when it comes back: those the crash cut short settle now.
    const settled = await Promise.all(
      before.payments.map(({ id, shopper }) => paymentStatus(second.origin, plan, shopper, id)),
    );
    const after = emptyOutcome();
    const fewer = { ...plan, shoppers: plan.shoppers.slice(0, 3) };
    await runStream(second.origin, fewer, after, () => after.placed.size >= ORDERS_AFTER_RESTART);
    expect(await second.stop(), second.errors()).toBe(0);
    await checkAfterRestart(engine, config, baseline, before, after, settled, started);
  } finally {
    await gateway.close();
  }
}

async function checkAfterRestart(
  engine: string,
  config: Config,
  baseline: StockBaseline,
  before: StreamOutcome,
  after: StreamOutcome,
  settled: string[],
  started: number,
) {
  const runtime = await openRuntime(config);
  try {
    const { db } = runtime.database;
    const report = await checkInvariants(db, { stockBaseline: baseline });
    const answered = [...before.placed, ...after.placed];
    const states = new Map(
      (await selectRows<{ id: string; state: string }>(db, sql`select id, order_state as state from orders`)).map(
        (row) => [row.id, row.state],
      ),
    );
    const lost = answered.filter(([id, state]) => {
      const now = states.get(id);
      if (state === 'CANCELLING') return now !== 'PLACED' && now !== 'CANCELLED';
      // Paid at the provider: PLACED by now, however the crash cut the webhook or the poll short.
      if (state === 'PAID') return now !== 'PLACED';
      return state === 'PENDING' ? now !== 'PENDING' && now !== 'PLACED' : now !== state;
    });
    const recharged = [...before.recharged, ...after.recharged];
    const lines = await selectRows<{ payment: string }>(
      db,
      sql`select payment_transaction_id as payment from wallet_transactions where payment_transaction_id is not null`,
    );
    const credited = new Set(lines.map((line) => line.payment));
    const unanswered = states.size - answered.length;
    console.log(
      `crash (${engine}): before the kill ${before.attempts} attempts (${before.placed.size} orders placed, ` +
        `${before.refused} refused, ${before.cancelAttempts} cancellations, ${before.payments.length} online ` +
        `payments, ${before.recharged.length} recharges), ${before.cutOff} requests cut off by SIGKILL; after the ` +
        `restart ${settled.filter((status) => status === 'SUCCEEDED').length}/${settled.length} payments settled ` +
        `and ${after.attempts} attempts (${after.placed.size} orders, ${after.recharged.length} recharges); ` +
        `${states.size} orders in the database (${unanswered} never answered); ${lost.length} answered orders ` +
        `lost or changed; ${describeReport(report)}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Each check says, when it fails, what the crash did.
    expect(
      before.cutOff,
      'the SIGKILL cut no request short: the test did not crash the server mid-request',
    ).toBeGreaterThan(0);
    expect(before.placed.size, 'too few orders were placed before the kill').toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    expect(after.placed.size, 'the restarted server placed too few orders').toBeGreaterThanOrEqual(
      ORDERS_AFTER_RESTART,
    );
    expect(settled, 'online payments the crash cut short did not all settle after the restart').toEqual(
      settled.map(() => 'SUCCEEDED'),
    );
    expect(
      lost,
      'orders answered before or after the crash that the database lost or changed ([id, state answered])',
    ).toEqual([]);
    expect(
      recharged.filter((id) => !credited.has(id)),
      'wallet recharges answered as paid whose payment was never credited',
    ).toEqual([]);
    expect(report.breaks, `invariants broken after the restart: ${describeReport(report)}`).toEqual([]);
  } finally {
    await runtime.database.close();
  }
}

/** The environment the server process and this process's view of it share. */
function serverEnv(
  dataDir: string,
  databaseUrl: string,
  port: number,
  gateway: StandaloneEmulator,
): Record<string, string> {
  const { cashfree } = gateway.emulator.credentials;
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_EMULATOR: 'off',
    CASHFREE_CLIENT_ID: cashfree.clientId,
    CASHFREE_CLIENT_SECRET: cashfree.clientSecret,
    CASHFREE_BASE_URL: `${gateway.url}/cashfree`,
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  };
}

const configOf = (env: Record<string, string>): Config => ({
  ...loadConfig({ ...env, OTP_SENDS_PER_IP_PER_HOUR: '100000' }),
  logLevel: 'silent',
});

describe('a server killed mid-stream keeps every answered order and balances on restart', () => {
  // Each engine once per `npm test`: PGlite in the embedded leg, PostgreSQL in the PostgreSQL leg.
  it.skipIf(Boolean(postgresUrl))(
    'on PGlite (DATA_DIR)',
    { timeout: 2 * SERVER_START_LIMIT_MS + 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-crash-'));
      try {
        await crashAndRecover('PGlite', dataDir, '');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!postgresUrl)(
    'on PostgreSQL (a database of its own)',
    { timeout: 2 * SERVER_START_LIMIT_MS + 120_000 },
    async () => {
      const name = randomSchemaName('haat_crash');
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-crash-'));
      try {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(postgresUrl!);
        url.pathname = `/${name}`;
        await crashAndRecover('PostgreSQL', dataDir, url.toString());
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
