import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { Database } from '#src/db/connect.ts';

/** The route label of a request no route matched (a 404): one label, whatever the URL was. */
export const UNMATCHED_ROUTE = 'unmatched';

export type JobName =
  'subscription_orders' | 'payment_reconciliation' | 'product_sales' | 'back_in_stock' | 'order_notices';
export type PaymentCall = 'create' | 'status' | 'webhook';
export type SmsMessageKind = 'otp' | 'wallet_shortfall' | 'back_in_stock' | 'order_update';
export type FileStorageOperation = 'put' | 'exists' | 'read' | 'remove';

/** What one run of a job did, besides taking `seconds`. */
export interface JobCounts {
  ordersPlaced?: number;
  ordersFailed?: number;
  /** Items that hit an unexpected error (the run went on with the others). */
  errors?: number;
}

/**
 * One app's metrics, in Prometheus's format (docs/decisions/032-metrics.md). Each part of the server is
 * handed the few methods it records with (a `Pick` of this), the way it is handed its other dependencies.
 * `count` arguments of 0 create a series before its first event, so `increase(…) > 0` alerts see it start.
 */
export interface Metrics {
  /** What `/metrics` answers from: one per app, never prom-client's global registry. */
  readonly registry: Registry;
  requestAnswered(method: string, route: string, statusCode: number, seconds: number): void;
  /** A request failed because the database could not be reached (answered 503). */
  databaseUnavailable(): void;
  /** Reports the database's pool at every scrape. */
  watchDatabase(database: Pick<Database, 'kind' | 'poolStats' | 'catalogueReadStats'>): void;
  publicReadLookup(kind: 'read' | 'page', hit: boolean): void;
  /** Reports the public-read cache's size at every scrape. */
  watchPublicReadCache(size: () => { entries: number; bytes: number }): void;
  jobRan(job: JobName, outcome: 'ok' | 'failed', seconds: number, counts?: JobCounts): void;
  paymentCall(provider: PaymentProvider, call: PaymentCall, outcome: 'ok' | 'error' | 'rejected'): void;
  smsSent(provider: string, kind: SmsMessageKind, outcome: 'sent' | 'failed'): void;
  redisErrors(connection: string, count?: number): void;
  fileStorageErrors(
    storage: string,
    operation: FileStorageOperation,
    kind: 'unavailable' | 'refused',
    count?: number,
  ): void;
}

export interface MetricsOptions {
  /** Node's own figures (CPU, memory, event-loop lag, GC), unprefixed as every dashboard expects them. */
  processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let database: Pick<Database, 'kind' | 'poolStats' | 'catalogueReadStats'> | undefined;
  let cacheSize: (() => { entries: number; bytes: number }) | undefined;

  const requestDuration = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern and status; _count is the request rate',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  let connectionsLostSeen = 0;
  const databaseErrors = new Counter({
    name: 'haat_db_errors_total',
    help: 'Database connections lost (the pool replaces them) and requests answered 503 because the database was out of reach',
    labelNames: ['kind'],
    registers,
    // A lost connection is the pool's event, not a request's: read from the pool at each scrape.
    collect() {
      const lost = database?.poolStats().connectionsLost ?? 0;
      if (lost > connectionsLostSeen) this.inc({ kind: 'connection_lost' }, lost - connectionsLostSeen);
      connectionsLostSeen = Math.max(connectionsLostSeen, lost);
    },
  });
  databaseErrors.inc({ kind: 'unavailable' }, 0);
  databaseErrors.inc({ kind: 'connection_lost' }, 0);
  const poolGauge = (name: string, help: string, read: (stats: ReturnType<Database['poolStats']>) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'],
      registers,
      collect() {
        this.reset();
        const value = database && read(database.poolStats());
        if (database && value !== null && value !== undefined) this.set({ driver: database.kind }, value);
      },
    });
  poolGauge('haat_db_pool_max_connections', 'Connections the pool may open (PGlite: its one)', (s) => s.max);
  poolGauge('haat_db_pool_open_connections', 'Connections open now', (s) => s.open);
  poolGauge(
    'haat_db_pool_in_use_connections',
    'Connections lent to a query or transaction now (PostgreSQL only)',
    (s) => (s.idle === null ? null : s.open - s.idle),
  );
  poolGauge(
    'haat_db_pool_waiting_queries',
    'Queries waiting for a free connection now (PostgreSQL only)',
    (s) => s.waiting,
  );

  // Replicas (DATABASE_REPLICA_URLS): read from the pools at each scrape, as the connections are.
  const catalogueReadsSeen = new Map<string, number>();
  new Counter({
    name: 'haat_db_catalogue_reads_total',
    help: 'Public catalogue reads by where they were answered: a replica (by host) or the primary; none without replicas',
    labelNames: ['on'],
    registers,
    collect() {
      const stats = database?.catalogueReadStats();
      if (!stats) return;
      const counts: Array<[string, number]> = [
        ['primary', stats.primaryReads],
        ...stats.replicas.map((replica): [string, number] => [replica.host, replica.reads]),
      ];
      for (const [on, count] of counts) {
        const seen = catalogueReadsSeen.get(on) ?? 0;
        this.inc({ on }, Math.max(0, count - seen));
        catalogueReadsSeen.set(on, Math.max(seen, count));
      }
    },
  });
  new Gauge({
    name: 'haat_db_replica_lag_seconds',
    help: 'How far each replica is behind the primary, as last checked; absent while it does not answer',
    labelNames: ['replica'],
    registers,
    collect() {
      this.reset();
      for (const replica of database?.catalogueReadStats()?.replicas ?? []) {
        if (replica.lagMs !== null) this.set({ replica: replica.host }, replica.lagMs / 1000);
      }
    },
  });
  new Gauge({
    name: 'haat_db_replica_in_use',
    help: '1 while a replica answers catalogue reads; 0 while it is skipped (not answering, or behind the bound)',
    labelNames: ['replica'],
    registers,
    collect() {
      this.reset();
      for (const replica of database?.catalogueReadStats()?.replicas ?? []) {
        this.set({ replica: replica.host }, replica.inUse ? 1 : 0);
      }
    },
  });

  const cacheHits = new Counter({
    name: 'haat_public_read_cache_hits_total',
    help: 'Public reads (read) and storefront pages (page) answered from this server’s memory',
    labelNames: ['kind'],
    registers,
  });
  const cacheMisses = new Counter({
    name: 'haat_public_read_cache_misses_total',
    help: 'Public reads and storefront pages that had to be built',
    labelNames: ['kind'],
    registers,
  });
  const cacheGauge = (name: string, help: string, read: (size: { entries: number; bytes: number }) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (cacheSize) this.set(read(cacheSize()));
      },
    });
  cacheGauge('haat_public_read_cache_entries', 'Answers the public-read cache holds now', (size) => size.entries);
  cacheGauge(
    'haat_public_read_cache_bytes',
    'Bytes those answers take, compressed forms included',
    (size) => size.bytes,
  );

  const jobRuns = new Counter({
    name: 'haat_job_runs_total',
    help: 'Runs of a background job; failed = the run itself threw',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'haat_job_duration_seconds',
    help: 'How long a job run took',
    labelNames: ['job'],
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300],
    registers,
  });
  const jobOrders = new Counter({
    name: 'haat_job_orders_total',
    help: 'Orders a job made: placed, or failed (stock, wallet balance)',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobErrors = new Counter({
    name: 'haat_job_errors_total',
    help: 'Items of a run that hit an unexpected error; the next run retries them',
    labelNames: ['job'],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'haat_job_last_success_timestamp_seconds',
    help: 'When a run of the job last ended without throwing (Unix time)',
    labelNames: ['job'],
    registers,
  });

  const paymentCalls = new Counter({
    name: 'haat_payment_provider_calls_total',
    help: 'Calls to a payment provider (create, status) and webhooks from it, by outcome',
    labelNames: ['provider', 'call', 'outcome'],
    registers,
  });
  const smsMessages = new Counter({
    name: 'haat_sms_messages_total',
    help: 'SMS handed to the provider (sent) or refused by it or unreachable (failed)',
    labelNames: ['provider', 'kind', 'outcome'],
    registers,
  });
  const redisErrors = new Counter({
    name: 'haat_redis_errors_total',
    help: 'Redis connection errors (each reconnection attempt while it is away) and commands that failed',
    labelNames: ['connection'],
    registers,
  });
  const fileStorageErrors = new Counter({
    name: 'haat_file_storage_errors_total',
    help: 'File storage calls that failed: unavailable (no answer, 5xx) or refused (credentials, bucket)',
    labelNames: ['storage', 'operation', 'kind'],
    registers,
  });

  return {
    registry,
    requestAnswered(method, route, statusCode, seconds) {
      requestDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    databaseUnavailable: () => databaseErrors.inc({ kind: 'unavailable' }),
    watchDatabase: (watched) => void (database = watched),
    publicReadLookup: (kind, hit) => (hit ? cacheHits : cacheMisses).inc({ kind }),
    watchPublicReadCache: (size) => void (cacheSize = size),
    jobRan(job, outcome, seconds, counts = {}) {
      jobRuns.inc({ job, outcome });
      jobRuns.inc({ job, outcome: outcome === 'ok' ? 'failed' : 'ok' }, 0);
      jobDuration.observe({ job }, seconds);
      if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
      if (counts.ordersPlaced !== undefined) jobOrders.inc({ job, outcome: 'placed' }, counts.ordersPlaced);
      if (counts.ordersFailed !== undefined) jobOrders.inc({ job, outcome: 'failed' }, counts.ordersFailed);
      jobErrors.inc({ job }, counts.errors ?? 0);
    },
    paymentCall(provider, call, outcome) {
      paymentCalls.inc({ provider, call, outcome });
      if (outcome === 'ok') paymentCalls.inc({ provider, call, outcome: call === 'webhook' ? 'rejected' : 'error' }, 0);
    },
    smsSent(provider, kind, outcome) {
      smsMessages.inc({ provider, kind, outcome });
      if (outcome === 'sent') smsMessages.inc({ provider, kind, outcome: 'failed' }, 0);
    },
    redisErrors: (connection, count = 1) => redisErrors.inc({ connection }, count),
    fileStorageErrors: (storage, operation, kind, count = 1) =>
      fileStorageErrors.inc({ storage, operation, kind }, count),
  };
}

/**
 * Runs a job's work and records the run: its time, whether it threw, and what `counts` reads from its
 * result. Without metrics (the CLI) it only runs the work.
 */
export async function recordJobRun<T>(
  metrics: Pick<Metrics, 'jobRan'> | undefined,
  job: JobName,
  run: () => Promise<T>,
  counts: (result: T) => JobCounts,
): Promise<T> {
  if (!metrics) return run();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let result: T;
  try {
    result = await run();
  } catch (error) {
    metrics.jobRan(job, 'failed', seconds());
    throw error;
  }
  metrics.jobRan(job, 'ok', seconds(), counts(result));
  return result;
}
