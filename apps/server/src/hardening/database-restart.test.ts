import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '#src/db/connect.ts';
import { isDatabaseUnavailable } from '#src/db/database-errors.ts';
import { readyz } from '#src/testing/keep-alive-load.ts';
import {
  checkStored,
  newTally,
  prepareLoad,
  productionEnv,
  shop,
  startSmsStandIn,
  type LoadStore,
  type SmsStandIn,
  type Tally,
} from '#src/testing/order-load.ts';
import {
  ownPostgresSkipReason,
  startOwnPostgres,
  startOwnStandby,
  type OwnPostgres,
  type OwnStandby,
} from '#src/testing/own-postgres.ts';
import { freePort, SERVER_START_LIMIT_MS, startServer, type ServerProcess } from '#src/testing/server-process.ts';
import { takeStockBaseline, type StockBaseline } from './invariants.ts';

/**
 * A PostgreSQL restart and a failover with orders flowing (issues 33 and 41): two production servers on a
 * PostgreSQL primary of the test's own with a synchronous standby, named together in DATABASE_URL; shoppers
 * placing cash-on-delivery orders on both; the primary restarted fast (sessions ended with 57P01), then
 * stopped immediately and started again (connections cut mid-transaction), then killed and its standby
 * promoted. No server exits,
 * no answer is a 500, both are ready again soon after the database answers, every order a shopper was told
 * about is stored, and every order is whole.
 */
const skipReason = ownPostgresSkipReason('the database restart test');

const SERVERS = 2;
const SHOPPERS = 16;

describe.skipIf(skipReason !== null)('a PostgreSQL restart under load', () => {
  let database: OwnPostgres;
  let standby: OwnStandby;
  let databaseUrl: string;
  let sms: SmsStandIn;
  const servers: ServerProcess[] = [];
  let load: LoadStore;
  const dataDirs = Array.from({ length: SERVERS }, () => mkdtempSync(path.join(tmpdir(), 'haat-restart-')));

  beforeAll(
    async () => {
      database = await startOwnPostgres();
      standby = await startOwnStandby(database);
      // As an operator names a primary and its standby: the servers connect to whichever is the primary.
      databaseUrl = `postgres://postgres@127.0.0.1:${database.port},127.0.0.1:${standby.port}/postgres?target_session_attrs=read-write`;
      sms = await startSmsStandIn();
      const env = productionEnv(databaseUrl, sms);
      // One at a time: the first migrates and seeds the demo stores.
      for (const dataDir of dataDirs) servers.push(await startServer({ ...env, DATA_DIR: dataDir }, await freePort()));
      load = await prepareLoad(
        databaseUrl,
        servers.map((server) => server.origin),
        sms,
        SHOPPERS,
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

  /** Runs the shoppers while `fault` runs, and a little before and after it; answers what they saw. */
  async function underLoad(fault: () => Promise<void>): Promise<{ tally: Tally; readyAfterMs: number[] }> {
    const tally = newTally();
    let running = true;
    const shopping = Promise.all(load.shoppers.map((shopper) => shop(shopper, load, tally, () => running)));
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
    await shopping;
    return { tally, readyAfterMs };
  }

  let baseline: StockBaseline;

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
      const { stored } = await checkStored(databaseUrl, load.storeId, tally, baseline);
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
