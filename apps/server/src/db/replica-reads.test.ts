import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import {
  createShop,
  placeOrder,
  readyCheckout,
  setVariant,
  shownStock,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import {
  ownPostgresSkipReason,
  startOwnPostgres,
  startOwnStandby,
  type OwnPostgres,
  type OwnStandby,
} from '#src/testing/own-postgres.ts';
import type { TestContext } from '#src/testing/test-app.ts';
import { connectDatabase, randomSchemaName, type Database } from './connect.ts';
import { parseReplicaUrls, REPLICA_CHECK_EVERY_MS, WalClock, walPosition } from './replica-reads.ts';

describe('parseReplicaUrls', () => {
  it('reads URLs separated by commas, spaces or both', () => {
    expect(parseReplicaUrls('postgres://u@db2:5432/haat, postgres://u@db3/haat?sslmode=require')).toEqual([
      'postgres://u@db2:5432/haat',
      'postgres://u@db3/haat?sslmode=require',
    ]);
    expect(parseReplicaUrls('postgres://u@db2/haat\n  postgresql://u@db3/haat')).toHaveLength(2);
  });

  it('refuses a URL that names several hosts, or is no postgres:// URL, saying which setting', () => {
    expect(() => parseReplicaUrls('postgres://u@db2:5432,db3:5432/haat?target_session_attrs=read-write')).toThrow(
      'DATABASE_REPLICA_URLS: each replica URL names one host',
    );
    expect(() => parseReplicaUrls('mysql://db2/haat')).toThrow(/^DATABASE_REPLICA_URLS: .*postgres:\/\//);
  });
});

describe('WalClock', () => {
  it('orders WAL positions as PostgreSQL does, across the 4 GB boundary', () => {
    expect(walPosition('0/FFFFFFFF') < walPosition('1/0')).toBe(true);
    expect(walPosition('16/B374D848')).toBe(0x16b374d848n);
  });

  it('puts a replica behind by the age of the oldest change it has not replayed', () => {
    const clock = new WalClock(10_000);
    clock.record(100n, 1_000);
    clock.record(100n, 1_250); // nothing written: the primary stays where it was
    clock.record(180n, 1_500);
    clock.record(260n, 1_750);
    expect(clock.lagOf(260n, 2_000)).toBe(0);
    expect(clock.lagOf(100n, 2_000)).toBe(500); // it misses what was written by 1,500
    expect(clock.lagOf(200n, 2_000)).toBe(250);
    expect(clock.lagOf(50n, 2_000)).toBe(1_000);
  });

  it('keeps a primary that writes nothing from making a caught-up replica look behind', () => {
    const clock = new WalClock(10_000);
    for (let at = 0; at <= 60_000; at += 250) clock.record(500n, at);
    expect(clock.lagOf(500n, 60_000)).toBe(0);
  });

  it('forgets samples older than it keeps, yet still calls a replica that missed them behind', () => {
    const clock = new WalClock(1_000);
    clock.record(100n, 0);
    for (let at = 250; at <= 5_000; at += 250) clock.record(200n, at);
    expect(clock.lagOf(100n, 5_000)).toBeGreaterThanOrEqual(1_000);
  });
});

/**
 * A PostgreSQL primary of the test's own with an asynchronous streaming replica, and the app on both
 * (DATABASE_REPLICA_URLS): the catalogue is read from the replica, a shopper's own data and every write from
 * the primary; a replica held behind its bound, or killed, is skipped without a failed read.
 */
const skipReason = ownPostgresSkipReason('the replica reads test');

const MAX_LAG_MS = 400;

describe.skipIf(skipReason !== null)('catalogue reads on a replica', () => {
  let primary: OwnPostgres;
  let replica: OwnStandby;
  let database: Database;
  let context: TestContext;
  let shop: CommerceShop;
  let shopper: Shopper;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-replica-'));

  const readStats = () => database.catalogueReadStats()!;
  const replicaReads = () => readStats().replicas[0]!.reads;
  const onReplica = (sqlText: string) => {
    const admin = new pg.Client({ connectionString: replica.url });
    return admin
      .connect()
      .then(() => admin.query(sqlText))
      .finally(() => admin.end());
  };
  async function until(what: string, holds: () => boolean): Promise<void> {
    for (let waited = 0; !holds(); waited += 50) {
      if (waited > 10_000) throw new Error(`waited 10 s for ${what}`);
      await delay(50);
    }
  }

  beforeAll(async () => {
    primary = await startOwnPostgres();
    replica = await startOwnStandby(primary, { synchronous: false });
    database = await connectDatabase({
      databaseUrl: primary.url,
      isolatedSchema: randomSchemaName(),
      replicaUrls: [replica.url],
      replicaMaxLagMs: MAX_LAG_MS,
    });
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      databaseUrl: primary.url,
      databaseReplicaMaxLagMs: MAX_LAG_MS,
      dataDir,
      webDistDir: path.join(dataDir, 'no-web-build'),
      rateLimitFactor: 0,
      // Every read asks the database: what is measured here is where it asks.
      publicReadCacheMs: 0,
    };
    const app = await buildApp({ database, config });
    await app.ready();
    context = { app, database, config, storage: app.providers.storage, queryCount: () => 0, resetQueryCount() {} };
    shop = await createShop(context);
    shopper = await signIn(app, shop);
    // The replica has replayed the store's import.
    await until('the replica to catch up', () => readStats().replicas[0]!.inUse);
  }, 120_000);

  afterAll(async () => {
    await context?.app.close();
    await database?.close();
    await replica?.remove();
    await primary?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the catalogue from the replica, and a shopper’s own order from the primary at once', async () => {
    const before = readStats();
    const products = await context.app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}` });
    expect(products.statusCode).toBe(200);
    expect(replicaReads()).toBeGreaterThan(before.replicas[0]!.reads);
    expect(readStats().primaryReads).toBe(before.primaryReads);

    const afterCatalogue = replicaReads();
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD');
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode).toBe(200);
    const orders = await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}`);
    expect(orders.statusCode).toBe(200);
    expect(orders.body).toContain(placed.json().id as string);
    expect(replicaReads()).toBe(afterCatalogue);
  });

  it('skips a replica held behind its bound, so stock shown is never older than the bound', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    await setVariant(database.db, shop.variants.rice, { availableQuantity: 7 });
    await until('the held replica to be skipped', () => !readStats().replicas[0]!.inUse);
    expect(readStats().replicas[0]!.lagMs).toBeGreaterThan(MAX_LAG_MS);

    const { primaryReads } = readStats();
    expect(await shownStock(context.app, shop, shop.variants.rice)).toBe(7);
    expect(readStats().primaryReads).toBeGreaterThan(primaryReads);

    await onReplica('SELECT pg_wal_replay_resume()');
    await until('the replica to be used again', () => readStats().replicas[0]!.inUse);
    const reads = replicaReads();
    expect(await shownStock(context.app, shop, shop.variants.rice)).toBe(7);
    expect(replicaReads()).toBeGreaterThan(reads);
  });

  it('answers every catalogue read while the replica’s machine dies, then reads from the primary', async () => {
    await replica.killHard();
    // Reads right after the kill reach the dead replica before its next check: each is asked again of the primary.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        context.app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    await delay(5 * REPLICA_CHECK_EVERY_MS);
    expect(readStats().replicas[0]).toMatchObject({ inUse: false, lagMs: null });
    const { primaryReads } = readStats();
    expect(await shownStock(context.app, shop, shop.variants.rice)).toBe(7);
    expect(readStats().primaryReads).toBe(primaryReads + 1);
  });
});
