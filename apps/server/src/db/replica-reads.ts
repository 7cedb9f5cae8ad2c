import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';
import { formatHost, parseDatabaseUrl } from './primary-host.ts';

// Public catalogue reads may be answered by PostgreSQL's streaming replicas (DATABASE_REPLICA_URLS), each used
// only while it answers and has replayed what the primary wrote up to DATABASE_REPLICA_MAX_LAG_MS ago
// (docs/decisions/047-replicas-carry-the-catalogue.md).

/** How often each server asks the primary where its WAL is, and each replica how far it has replayed. */
export const REPLICA_CHECK_EVERY_MS = 250;
/** A replica whose last check is older than this (it stopped answering) is not used. */
const CHECK_STALE_AFTER_MS = 4 * REPLICA_CHECK_EVERY_MS;
/** The longest a check waits: a replica's machine that is gone must not hold up the next check. */
const CHECK_TIMEOUT_MS = 1_000;
export const DEFAULT_REPLICA_MAX_LAG_MS = 1_000;

/**
 * Reads DATABASE_REPLICA_URLS: `postgres://` URLs separated by commas or spaces, one host each (a replica is
 * one machine; several hosts in one URL mean "the primary among them", which a replica never is).
 */
export function parseReplicaUrls(text: string): string[] {
  const urls = text
    .split(/[\s,]+(?=postgres(?:ql)?:\/\/)/)
    .map((url) => url.trim().replace(/,+$/, ''))
    .filter(Boolean);
  for (const url of urls) {
    let hosts;
    try {
      ({ hosts } = parseDatabaseUrl(url));
    } catch (error) {
      throw new Error(`DATABASE_REPLICA_URLS: ${(error as Error).message.replace(/^DATABASE_URL:? ?/, '')}`, {
        cause: error,
      });
    }
    if (hosts.length > 1) throw new Error('DATABASE_REPLICA_URLS: each replica URL names one host');
  }
  return urls;
}

/** A WAL position (`16/B374D848`) as a number that orders as the WAL does. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * The primary's WAL position as it moved, sampled: a replica that has replayed up to a position is behind by
 * the age of the oldest sample it has not reached, however idle or busy the primary is. (The usual
 * `now() - pg_last_xact_replay_timestamp()` grows while nothing is written, and would turn away a replica
 * that is fully caught up.)
 */
export class WalClock {
  private samples: Array<{ at: number; position: bigint }> = [];
  constructor(private readonly keepMs: number) {}

  record(position: bigint, at: number): void {
    this.samples.push({ at, position });
    while (this.samples.length > 1 && this.samples[0]!.at < at - this.keepMs) this.samples.shift();
  }

  /** How far behind a replica that replayed `replayed` is at `now`, in ms (0: it has all the primary had). */
  lagOf(replayed: bigint, now: number): number {
    const missed = this.samples.find((sample) => sample.position > replayed);
    return missed ? Math.max(0, now - missed.at) : 0;
  }
}

export interface ReplicaState {
  /** `host:port`, never the URL: it may hold a password. */
  host: string;
  /** Used for catalogue reads now: answering and within the lag bound. */
  inUse: boolean;
  /** Behind the primary by this, as last checked; null before its first check or while it does not answer. */
  lagMs: number | null;
  /** Catalogue reads it has answered since the server started. */
  reads: number;
}

export interface CatalogueReadStats {
  replicas: ReplicaState[];
  /** Catalogue reads the primary answered because no replica could (none in use, or one failed mid-read). */
  primaryReads: number;
}

export interface ReplicaReads {
  /** A pool that lends a replica's connections when one is in use, else the primary's. */
  pool: pg.Pool;
  stats(): CatalogueReadStats;
  close(): Promise<void>;
}

export interface ReplicaReadsOptions {
  primary: pg.Pool;
  /** A client class and URL that reach the primary (the multi-host follower when DATABASE_URL names several). */
  primaryClient: typeof pg.Client;
  primaryUrl: string;
  replicaUrls: string[];
  poolSize: number;
  maxLagMs: number;
  /** Extra connection settings every pool gets (a test's search_path). */
  connectionOptions?: string | undefined;
  onConnectionError: (error: Error) => void;
}

interface Replica {
  host: string;
  pool: pg.Pool;
  monitor: pg.Pool;
  /** How far it had replayed at its last answer; 'current' when it is not a standby (a failover promoted it). */
  replayed: bigint | 'current' | null;
  checkedAt: number;
  reads: number;
}

/**
 * Checks the replicas every REPLICA_CHECK_EVERY_MS and lends their connections round-robin to whatever the
 * returned pool is given (Drizzle's queries, or a transaction's `connect`). A read a replica fails to answer
 * (its machine gone, its connection cut, a query cancelled by a conflict with recovery) is asked of the
 * primary instead, and the replica rests until its next good check. Resolves once every replica was checked.
 */
export async function createReplicaReads(options: ReplicaReadsOptions): Promise<ReplicaReads> {
  const { primary, maxLagMs } = options;
  const extra = options.connectionOptions ? { options: options.connectionOptions } : {};
  const walClock = new WalClock(Math.max(10_000, 4 * maxLagMs));
  const replicas: Replica[] = options.replicaUrls.map((url) => {
    const host = formatHost(parseDatabaseUrl(url).hosts[0]!);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      connectionTimeoutMillis: 2_000,
      ...extra,
    });
    const monitor = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      query_timeout: CHECK_TIMEOUT_MS,
    });
    for (const each of [pool, monitor]) {
      each.on('error', options.onConnectionError);
      each.on('connect', (client) => client.on('error', options.onConnectionError));
    }
    return { host, pool, monitor, replayed: null, checkedAt: 0, reads: 0 };
  });
  const primaryMonitor = new pg.Pool({
    Client: options.primaryClient,
    connectionString: options.primaryUrl,
    max: 1,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
  });
  primaryMonitor.on('error', () => {}); // a check that fails is retried at the next tick
  let primaryReads = 0;

  const lagOf = (replica: Replica, now: number): number | null => {
    if (replica.replayed === null || now - replica.checkedAt > CHECK_STALE_AFTER_MS) return null;
    return replica.replayed === 'current' ? 0 : walClock.lagOf(replica.replayed, now);
  };
  const usable = (replica: Replica, now: number) => {
    const lag = lagOf(replica, now);
    return lag !== null && lag <= maxLagMs;
  };

  async function checkPrimary(): Promise<void> {
    const { rows } = await primaryMonitor.query<{ position: string | null }>(
      // A standby (the multi-host URL's look may be a step behind a failover) has no WAL position of its own.
      'SELECT CASE WHEN pg_is_in_recovery() THEN NULL ELSE pg_current_wal_lsn()::text END AS position',
    );
    const position = rows[0]?.position;
    if (position) walClock.record(walPosition(position), Date.now());
  }
  async function checkReplica(replica: Replica): Promise<void> {
    const { rows } = await replica.monitor.query<{ standby: boolean; replayed: string | null }>(
      'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
    );
    const row = rows[0];
    if (!row) return;
    replica.replayed = !row.standby ? 'current' : row.replayed ? walPosition(row.replayed) : null;
    replica.checkedAt = Date.now();
  }
  // The primary first: a replica's position is then compared with one at least as recent as itself.
  const check = async () => {
    await checkPrimary().catch(() => {});
    await Promise.all(replicas.map((replica) => checkReplica(replica).catch(() => {})));
  };
  // One check at a time: a slow one (a machine not answering) skips ticks rather than queueing them.
  // Started with the replicas checked once, so the first reads already go to them.
  await check();
  let checking: Promise<void> | null = null;
  const timer = setInterval(() => {
    checking ??= check().finally(() => (checking = null));
  }, REPLICA_CHECK_EVERY_MS);
  timer.unref();

  let turn = 0;
  const pick = (): Replica | null => {
    const now = Date.now();
    for (let tried = 0; tried < replicas.length; tried += 1) {
      const replica = replicas[(turn + tried) % replicas.length]!;
      if (usable(replica, now)) {
        turn = (turn + tried + 1) % replicas.length;
        return replica;
      }
    }
    return null;
  };
  const rest = (replica: Replica) => (replica.checkedAt = 0);

  class CatalogueReadPool extends pg.Pool {
    override connect(...args: unknown[]): never {
      if (args.length > 0) throw new Error('catalogue reads connect without a callback');
      const replica = pick();
      if (!replica) {
        primaryReads += 1;
        return primary.connect() as never;
      }
      replica.reads += 1;
      return replica.pool.connect().catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        rest(replica);
        primaryReads += 1;
        return primary.connect();
      }) as never;
    }

    override query(...args: unknown[]): never {
      if (typeof args.at(-1) === 'function') throw new Error('catalogue reads query without a callback');
      const ask = (pool: pg.Pool) => (pool.query as (...given: unknown[]) => Promise<unknown>)(...args);
      const replica = pick();
      if (!replica) {
        primaryReads += 1;
        return ask(primary) as never;
      }
      replica.reads += 1;
      return ask(replica.pool).catch((error: unknown) => {
        // 40001 on a standby is a read cancelled by a conflict with recovery: the primary has no such conflict.
        const code = (error as { code?: string }).code;
        if (!isDatabaseUnavailable(error) && code !== '40001') throw error;
        rest(replica);
        primaryReads += 1;
        return ask(primary);
      }) as never;
    }
  }

  return {
    pool: new CatalogueReadPool({ max: 1 }),
    stats() {
      const now = Date.now();
      return {
        replicas: replicas.map((replica) => ({
          host: replica.host,
          inUse: usable(replica, now),
          lagMs: lagOf(replica, now),
          reads: replica.reads,
        })),
        primaryReads,
      };
    },
    async close() {
      clearInterval(timer);
      await checking;
      await Promise.all(
        [primaryMonitor, ...replicas.flatMap((replica) => [replica.pool, replica.monitor])].map((each) => each.end()),
      );
    },
  };
}
