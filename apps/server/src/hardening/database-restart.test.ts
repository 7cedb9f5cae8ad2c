import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { connectDatabase } from '#src/db/connect.ts';
import { isDatabaseUnavailable } from '#src/db/database-errors.ts';
import { orders, productVariants, stores } from '#src/db/schema/index.ts';
import { address } from '#src/modules/orders/commerce-test-kit.ts';
import { readyz } from '#src/testing/keep-alive-load.ts';
import {
  postgresBinDir,
  startOwnPostgres,
  startOwnStandby,
  type OwnPostgres,
  type OwnStandby,
} from '#src/testing/own-postgres.ts';
import { freePort, SERVER_START_LIMIT_MS, startServer, type ServerProcess } from '#src/testing/server-process.ts';
import { checkInvariants, takeStockBaseline, type StockBaseline } from './invariants.ts';

/**
 * A PostgreSQL restart and a failover with orders flowing (issues 33 and 41): two production servers on a
 * PostgreSQL primary of the test's own with a synchronous standby, named together in DATABASE_URL; shoppers
 * placing cash-on-delivery orders on both; the primary restarted fast (sessions ended with 57P01), then
 * stopped immediately and started again (connections cut mid-transaction), then killed and its standby
 * promoted. No server exits,
 * no answer is a 500, both are ready again soon after the database answers, every order a shopper was told
 * about is stored, and every order is whole.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const skipReason = !postgresUrl
  ? 'no PostgreSQL leg (TEST_DATABASE_URL is unset)'
  : !postgresBinDir()
    ? 'no PostgreSQL server programs installed'
    : null;
if (skipReason) console.log(`Skipping the database restart test: ${skipReason}`);

const SERVERS = 2;
const SHOPPERS = 16;

interface Shopper {
  origin: string;
  token: string;
  customerId: string;
}

/** What the load saw: answers by status, orders acknowledged, and the first 500s' bodies. */
interface Tally {
  statuses: Record<string, number>;
  acknowledged: string[];
  serverErrors: string[];
  unavailableWithoutRetryAfter: number;
}

/** MSG91's flow endpoint on 127.0.0.1: keeps the last code sent to each phone, as a phone would show it. */
function startSmsStandIn(): Promise<{ server: Server; url: string; codes: Map<string, string> }> {
  const codes = new Map<string, string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { recipients } = JSON.parse(body) as { recipients: Array<{ mobiles: string; otp?: string }> };
      for (const { mobiles, otp } of recipients) if (otp) codes.set(mobiles.slice(2), otp);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ type: 'success', message: 'sent' }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}`, codes });
    }),
  );
}

describe.skipIf(skipReason !== null)('a PostgreSQL restart under load', () => {
  let database: OwnPostgres;
  let standby: OwnStandby;
  let databaseUrl: string;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  const servers: ServerProcess[] = [];
  let storeId: string;
  let variantId: string;
  let shoppers: Shopper[] = [];
  const dataDirs = Array.from({ length: SERVERS }, () => mkdtempSync(path.join(tmpdir(), 'haat-restart-')));

  beforeAll(
    async () => {
      database = await startOwnPostgres();
      standby = await startOwnStandby(database);
      // As an operator names a primary and its standby: the servers connect to whichever is the primary.
      databaseUrl = `postgres://postgres@127.0.0.1:${database.port},127.0.0.1:${standby.port}/postgres?target_session_attrs=read-write`;
      sms = await startSmsStandIn();
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '5',
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'http://shop.test',
        PAYMENT_EMULATOR: 'off',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-key',
        MSG91_TEMPLATE_ID: 'login',
        MSG91_WALLET_TEMPLATE_ID: 'wallet',
        MSG91_BASE_URL: sms.url,
        RATE_LIMIT_FACTOR: '0',
        PUBLIC_READ_CACHE_MS: '0',
      };
      // One at a time: the first migrates and seeds the demo stores.
      for (const dataDir of dataDirs) servers.push(await startServer({ ...env, DATA_DIR: dataDir }, await freePort()));
      const lookup = await fetch(`${servers[0]!.origin}/api/orgs/lookup?identifier=demo&isFriendlyId=true`);
      const demo = (await lookup.json()) as OrgLookupResponse;
      storeId = demo.store.id;

      // A product with stock for every order the load can place, and no per-shopper caps in the way.
      const direct = await connectDatabase({ databaseUrl, poolSize: 1 });
      try {
        const [variant] = await direct.db
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(eq(productVariants.storeId, storeId))
          .limit(1);
        variantId = variant!.id;
        await direct.db
          .update(productVariants)
          .set({ availableQuantity: 1_000_000 })
          .where(eq(productVariants.id, variantId));
        await direct.db
          .update(stores)
          .set({ codEnabled: true, codMaxOpenOrders: 10_000, codMaxOpenUnits: 1_000_000 })
          .where(eq(stores.id, storeId));
      } finally {
        await direct.close();
      }

      shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, index) => {
          const origin = servers[index % SERVERS]!.origin;
          const mobile = `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
          const post = (url: string, body: object) =>
            fetch(`${origin}${url}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
          const sent = await post('/api/identity/request-otp', { orgName: demo.name, mobile, storeId });
          if (!sent.ok) throw new Error(`request-otp answered ${sent.status}: ${await sent.text()}`);
          const verified = await post('/api/identity/verify-customer-otp', {
            orgId: demo.orgId,
            locationId: demo.location.id,
            mobile,
            otp: sms.codes.get(mobile),
            role: CUSTOMER_ROLE,
            storeId,
          });
          if (!verified.ok) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
          const session = (await verified.json()) as { customerId: string; accessToken: string };
          return { origin, token: session.accessToken, customerId: session.customerId };
        }),
      );
    },
    2 * SERVER_START_LIMIT_MS + 60_000,
  );

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await standby?.remove();
    await database?.remove();
    sms?.server.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * One shopper ordering in a loop while `running()`: a checkout, its address and COD, then the order. A 503
   * (or a connection the server dropped) is retried after a pause, as a client told `Retry-After` does; a
   * retried placement that finds its checkout placed (409) learns that the order was taken after all.
   */
  async function shop(shopper: Shopper, tally: Tally, running: () => boolean): Promise<void> {
    const call = async (method: string, url: string, body: object): Promise<{ status: number; json: unknown }> => {
      for (;;) {
        let status: number;
        let json: unknown;
        try {
          const response = await fetch(`${shopper.origin}${url}`, {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
            body: JSON.stringify({ storeId, ...body }),
          });
          status = response.status;
          json = await response.json();
          if (status === 503 && response.headers.get('retry-after') === null) tally.unavailableWithoutRetryAfter += 1;
        } catch (error) {
          status = 0;
          json = String(error);
        }
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        if (status >= 500 && status !== 503)
          tally.serverErrors.push(`${method} ${url} ${status} ${JSON.stringify(json)}`);
        if ((status !== 503 && status !== 0) || !running()) return { status, json };
        await delay(200);
      }
    };
    while (running()) {
      const created = await call('POST', '/api/checkouts', {
        customerId: shopper.customerId,
        cartItems: [{ productVariantId: variantId, quantity: 1 }],
        couponCode: '',
      });
      if (created.status !== 200) continue;
      const checkoutId = (created.json as { id: string }).id;
      const patched = await call('PATCH', `/api/checkouts/${checkoutId}`, {
        shippingAddress: address,
        paymentMethod: 'COD',
        couponCode: '',
      });
      if (patched.status !== 200) continue;
      const placed = await call('POST', '/api/orders', { checkoutId, customerId: shopper.customerId });
      if (placed.status === 200) tally.acknowledged.push((placed.json as { id: string }).id);
    }
  }

  /** Runs the shoppers while `fault` runs, and a little before and after it; answers what they saw. */
  async function underLoad(fault: () => Promise<void>): Promise<{ tally: Tally; readyAfterMs: number[] }> {
    const tally: Tally = { statuses: {}, acknowledged: [], serverErrors: [], unavailableWithoutRetryAfter: 0 };
    let running = true;
    const load = Promise.all(shoppers.map((shopper) => shop(shopper, tally, () => running)));
    await delay(1_500);
    await fault();
    const answeredAt = performance.now();
    const readyAfterMs = await Promise.all(
      servers.map(async ({ origin }) => {
        while ((await readyz(origin)) !== 200) {
          if (performance.now() - answeredAt > 20_000) return Number.POSITIVE_INFINITY;
          await delay(50);
        }
        return Math.round(performance.now() - answeredAt);
      }),
    );
    await delay(1_500);
    running = false;
    await load;
    return { tally, readyAfterMs };
  }

  let baseline: StockBaseline;

  /** The database after a run: each acknowledged order stored once, and every order whole. */
  async function checkStored(tally: Tally): Promise<{ stored: number }> {
    const direct = await connectDatabase({ databaseUrl, poolSize: 1 });
    try {
      const acknowledged = new Set(tally.acknowledged);
      expect(acknowledged.size).toBe(tally.acknowledged.length);
      const rows = await direct.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId));
      const stored = new Set(rows.map((row) => row.id));
      expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
      const report = await checkInvariants(direct.db, { stockBaseline: baseline });
      expect(report.breaks).toEqual([]);
      return { stored: stored.size };
    } finally {
      await direct.close();
    }
  }

  it('a transaction waiting between its statements when the database restarts fails as unavailable, and the process lives', async () => {
    const lost: Error[] = [];
    const direct = await connectDatabase({
      databaseUrl,
      poolSize: 2,
      onConnectionError: (e) => lost.push(e),
    });
    try {
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = direct.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await paused;
        await tx.execute(sql`select 1`);
      });
      const outcome = transaction.then(
        () => 'committed',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `failed: ${String(error)}`),
      );
      await delay(100);
      await database.restartFast();
      resume();
      expect(await outcome).toBe('unavailable');
      expect(lost.map((error) => error.message).join()).toMatch(/terminat/i);
      await expect(direct.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await direct.close();
    }
  });

  const restarts = [
    ['a fast restart (sessions ended with 57P01)', () => database.restartFast()],
    [
      'an immediate stop and a start two seconds later (connections cut mid-transaction)',
      async () => {
        await database.stopImmediately();
        await delay(2_000);
        await database.start();
      },
    ],
    // Last: after it the standby is the primary and the old primary is gone. A second stands for the time a
    // failover tool takes to see the primary dead and promote; the servers are told nothing.
    [
      'the primary killed (kill -9) and its synchronous standby promoted a second later',
      async () => {
        await database.killHard();
        await delay(1_000);
        await standby.promote();
      },
    ],
  ] as const;

  it.each(restarts)(
    '%s: no server exits, no 500, every acknowledged order stored',
    { timeout: 90_000 },
    async (name, fault) => {
      const direct = await connectDatabase({ databaseUrl, poolSize: 1 });
      baseline = await takeStockBaseline(direct.db);
      await direct.close();
      const { tally, readyAfterMs } = await underLoad(fault);
      const { stored } = await checkStored(tally);
      console.log(
        `database restart, ${name}: answers ${JSON.stringify(tally.statuses)}; ` +
          `orders acknowledged ${tally.acknowledged.length}, stored ${stored} in all; ` +
          `ready again ${readyAfterMs.join(' and ')} ms after the database answered`,
      );
      for (const server of servers) expect(server.errors()).not.toMatch(/Unhandled 'error' event|uncaught/i);
      expect(tally.serverErrors).toEqual([]);
      expect(tally.unavailableWithoutRetryAfter).toBe(0);
      expect(tally.statuses[503] ?? 0).toBeGreaterThan(0);
      expect(tally.acknowledged.length).toBeGreaterThan(0);
      for (const server of servers) expect(await readyz(server.origin)).toBe(200);
      expect(Math.max(...readyAfterMs)).toBeLessThanOrEqual(5_000);
    },
  );
});
