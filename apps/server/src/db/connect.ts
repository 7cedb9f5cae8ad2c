import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { parseDatabaseUrl, primaryFollowingClient } from './primary-host.ts';
import { createReplicaReads, DEFAULT_REPLICA_MAX_LAG_MS, type CatalogueReadStats } from './replica-reads.ts';
import * as schema from './schema/index.ts';
import { retryTransactions } from './transaction-retries.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which engine is behind them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * What public catalogue reads (home, categories, products, search, pages) use: the replicas when
   * DATABASE_REPLICA_URLS names them, else `db`. Nothing a shopper owns and nothing written goes through it.
   */
  catalogueDb: Db;
  /** Which replicas catalogue reads use now and how many each answered; null without replicas. */
  catalogueReadStats(): CatalogueReadStats | null;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other server runs work of the same name on this database (a PostgreSQL advisory
   * lock, held by a connection of its own): servers starting together migrate and seed one at a time.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The connections now, for the metrics (docs/decisions/032-metrics.md). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/**
 * What the pool holds: PostgreSQL's, connection by connection. PGlite is one in-process connection whose
 * queue is inside the engine, out of sight: `idle` and `waiting` are null there, not a made-up 0.
 */
export interface PoolStats {
  max: number;
  open: number;
  idle: number | null;
  /** Queries waiting for a free connection. */
  waiting: number | null;
  /** Connections the database dropped (restart, failover, an idle reaper) since the pool opened. */
  connectionsLost: number;
}

export interface ConnectOptions {
  /** A PostgreSQL server (`postgres://…`). Without it, PGlite runs in-process. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PostgreSQL schema to create and use instead of `public`: each test file gets its own. */
  isolatedSchema?: string | undefined;
  /** Sees every SQL statement and its parameters; tests count them, the API benchmark replays them. */
  onQuery?: ((sql: string, params: unknown[]) => void) | undefined;
  /** PostgreSQL connections this server keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number | undefined;
  /** PostgreSQL streaming replicas for catalogue reads (DATABASE_REPLICA_URLS), one host each. */
  replicaUrls?: string[] | undefined;
  /** A replica further behind the primary than this is not read from (DATABASE_REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs?: number | undefined;
  /** Told about a connection the database dropped; unset, the error is written to stderr. */
  onConnectionError?: ((error: Error) => void) | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The longest `close` waits for statements still running before it drops an isolated schema. */
const CLOSE_WAIT_MS = 10_000;

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query, params) => options.onQuery?.(query, params) }
    : undefined;
  return options.databaseUrl ? connectPostgres(options, logger) : connectPglite(options, logger);
}

async function connectPglite(options: ConnectOptions, logger: Logger | undefined): Promise<Database> {
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.pgliteDir, extensions: { pg_trgm, btree_gin } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await client.exec('CREATE EXTENSION IF NOT EXISTS btree_gin');
  if (options.isolatedSchema) {
    await client.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.isolatedSchema)}`);
    await client.exec(`SET search_path TO ${quoteIdent(options.isolatedSchema)}, public`);
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder, migrationsSchema: options.isolatedSchema ?? 'drizzle' });
  // One process holds an embedded database: there is nobody to wait for.
  const poolStats = () => ({ max: 1, open: 1, idle: null, waiting: null, connectionsLost: 0 });
  return {
    db,
    catalogueDb: db,
    catalogueReadStats: () => null,
    kind: 'pglite',
    exclusively: (_name, work) => work(),
    poolStats,
    close: () => client.close(),
  };
}

async function connectPostgres(options: ConnectOptions, logger: Logger | undefined): Promise<Database> {
  const isolated = options.isolatedSchema;
  const max = options.poolSize ?? 10;
  const searchPath = isolated ? `-c search_path=${quoteIdent(isolated)},public` : undefined;
  const target = parseDatabaseUrl(options.databaseUrl!);
  const Client = primaryFollowingClient(target);
  const pool = new pg.Pool({
    Client,
    connectionString: target.connectionUrl,
    max,
    // During an outage a request waits this long for a connection, then answers 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    ...(searchPath ? { options: searchPath } : {}),
  });
  // A connection the database dropped (restart, failover, an idle reaper, pg_terminate_backend) is an
  // 'error' event; unheard, it ends the process. The pool hears it only on idle connections: one checked
  // out (a transaction between two statements) emits it on the client, so every client gets a listener of
  // its own for life. Either way the statement in flight fails (503), the pool discards that client and
  // opens a new one for the next query, so telling someone is all there is to do.
  let connectionsLost = 0;
  const connectionLost = (error: Error) => {
    connectionsLost += 1;
    if (options.onConnectionError) options.onConnectionError(error);
    else console.error(`database connection lost (the pool reconnects): ${error.message}`);
  };
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = retryTransactions(drizzleNodePg(pool, { schema, logger }) as unknown as Db);
  const exclusively = <T>(name: string, work: () => Promise<T>) =>
    withAdvisoryLock(
      new Client({ connectionString: target.connectionUrl }),
      `haat:${isolated ?? 'public'}:${name}`,
      work,
    );
  // Any number of servers may start at once on an empty or an older database: one migrates, the others
  // wait for it and then find nothing left to do.
  await exclusively('migrate', async () => {
    await createExtension(pool);
    if (isolated) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(isolated)}`);
    await migrateNodePg(db as never, { migrationsFolder, migrationsSchema: isolated ?? 'drizzle' });
  });
  const replicaReads = options.replicaUrls?.length
    ? await createReplicaReads({
        primary: pool,
        primaryClient: Client,
        primaryUrl: target.connectionUrl,
        replicaUrls: options.replicaUrls,
        poolSize: max,
        maxLagMs: options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
        connectionOptions: searchPath,
        onConnectionError: connectionLost,
      })
    : null;
  return {
    db,
    catalogueDb: replicaReads
      ? retryTransactions(drizzleNodePg(replicaReads.pool, { schema, logger }) as unknown as Db)
      : db,
    catalogueReadStats: () => replicaReads?.stats() ?? null,
    kind: 'postgres',
    exclusively,
    poolStats: () => ({
      max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      connectionsLost,
    }),
    close: async () => {
      // Statements of requests still finishing (a load generator stops with requests in flight) would
      // deadlock with the drop, which takes the schema's tables one by one: let them end first.
      for (let waited = 0; pool.totalCount > pool.idleCount && waited < CLOSE_WAIT_MS; waited += 50) {
        await delay(50);
      }
      await replicaReads?.close();
      if (isolated) await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(isolated)} CASCADE`);
      await pool.end();
    },
  };
}

/**
 * A session-level advisory lock on a connection of its own (outside the pool, so `work` may use every pooled
 * connection); the database frees it by itself if this process dies holding it.
 */
async function withAdvisoryLock<T>(lock: pg.Client, key: string, work: () => Promise<T>): Promise<T> {
  lock.on('error', () => {}); // a lost lock connection fails the query below or is noticed at `end`
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    await lock.end().catch(() => {});
  }
}

/**
 * Two databases (test schemas) creating an extension at the same moment race; the loser finds it there.
 * pg_trgm for typo correction; btree_gin so that a GIN index can lead with the store (decision 051).
 */
async function createExtension(client: Pick<pg.Pool, 'query'>): Promise<void> {
  for (const extension of ['pg_trgm', 'btree_gin']) {
    try {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42710') throw error;
    }
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}

export function randomSchemaName(prefix = 't'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
