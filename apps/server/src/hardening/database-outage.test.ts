import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#src/app.ts';
import { filesDirOf, loadConfig } from '#src/config.ts';
import { connectDatabase, randomSchemaName, type Database } from '#src/db/connect.ts';
import { messages } from '@haat/contract/messages';
import { createLocalFileStorage } from '#src/providers/storage/local-file-storage.ts';
import { createStore } from '#src/testing/factories.ts';
import { sample } from '#src/testing/metrics-text.ts';
import { startTcpProxy, type TcpProxy } from '#src/testing/tcp-proxy.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The server's database connections dropped under it (a restart, a failover, an idle reaper): the process
 * lives on, requests in the outage answer 503 `{ message }`, and it serves again once the database is back.
 */
describe.skipIf(!postgresUrl)('a server whose database connections drop (PostgreSQL)', () => {
  const applicationName = `haat_outage_${process.pid}`;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  let storeId: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-outage-'));
  const lostConnections: Error[] = [];

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(postgresUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.searchParams.set('application_name', applicationName);
    database = await connectDatabase({
      databaseUrl: viaProxy.toString(),
      isolatedSchema: randomSchemaName('outage'),
      poolSize: 4,
      onConnectionError: (error) => lostConnections.push(error),
    });
    const config = { ...loadConfig({}), logLevel: 'silent', dataDir, publicReadCacheMs: 0, rateLimitFactor: 0 };
    app = await buildApp({ database, config });
    storeId = (await createStore({ database, storage: createLocalFileStorage(filesDirOf(config)) })).storeId;
  });

  afterAll(async () => {
    proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readStore = () => app.inject({ method: 'GET', url: `/api/stores/${storeId}` });

  /** Ends this server's backends from another connection, as an operator or a failover would. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('lives through pg_terminate_backend on its idle connections and serves the next request', async () => {
    expect((await readStore()).statusCode).toBe(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await expect.poll(() => lostConnections.length).toBeGreaterThan(0);
    expect((await readStore()).statusCode).toBe(200);
  });

  it('answers 503 with a message while the database is unreachable, and serves again when it is back', async () => {
    proxy.cut();
    const during = await readStore();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ message: messages.unavailable, code: 'UNAVAILABLE' });
    expect(during.headers['retry-after']).toBe('5');
    proxy.restore();
    expect((await readStore()).statusCode).toBe(200);
  });

  it('counts the connections it lost and the requests it answered 503 in /metrics', async () => {
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const errors = (text: string, kind: string) => sample(text, 'haat_db_errors_total', { kind }) ?? 0;
    const before = await scrape();
    const lostBefore = lostConnections.length;
    expect((await readStore()).statusCode).toBe(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await expect.poll(() => lostConnections.length).toBeGreaterThan(lostBefore);
    proxy.cut();
    expect((await readStore()).statusCode).toBe(503);
    proxy.restore();
    const after = await scrape();
    const lost = errors(after, 'connection_lost') - errors(before, 'connection_lost');
    expect(lost).toBeGreaterThanOrEqual(1);
    expect(lost).toBeLessThanOrEqual(lostConnections.length - lostBefore);
    expect(errors(after, 'unavailable') - errors(before, 'unavailable')).toBe(1);
    expect(sample(after, 'haat_db_pool_max_connections', { driver: 'postgres' })).toBe(4);
    expect(sample(after, 'haat_db_pool_waiting_queries', { driver: 'postgres' })).toBe(0);
  });

  it('keeps answering under traffic while its connections are terminated again and again: 200 or 503, never 500', async () => {
    const statuses = new Map<number, number>();
    let stop = false;
    const killer = (async () => {
      let kills = 0;
      while (!stop && kills < 10) {
        kills += await terminateBackends();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, readStore));
      for (const { statusCode } of answers) statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    stop = true;
    await killer;
    console.log(
      `database-outage: 200 requests under repeated termination: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect((await readStore()).statusCode).toBe(200);
  });
});
