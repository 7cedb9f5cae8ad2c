import { describe, expect, it } from 'vitest';
import type { PoolStats } from '#src/db/connect.ts';
import type { CatalogueReadStats } from '#src/db/replica-reads.ts';
import { declares, sample, samplesOf } from '#src/testing/metrics-text.ts';
import { createMetrics, recordJobRun } from './metrics.ts';

const scrape = (metrics: ReturnType<typeof createMetrics>) => metrics.registry.metrics();

describe('createMetrics', () => {
  it('keeps each app’s figures in a registry of its own', async () => {
    const first = createMetrics({ processMetrics: false });
    const second = createMetrics({ processMetrics: false });
    first.requestAnswered('GET', '/healthz', 200, 0.01);
    first.requestAnswered('GET', '/healthz', 200, 0.3);
    second.requestAnswered('POST', '/api/orders', 409, 0.02);
    const text = await scrape(first);
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(sample(text, 'haat_http_request_duration_seconds_count', healthz)).toBe(2);
    expect(sample(text, 'haat_http_request_duration_seconds_bucket', { ...healthz, le: '0.025' })).toBe(1);
    expect(sample(text, 'haat_http_request_duration_seconds_bucket', { ...healthz, le: '0.5' })).toBe(2);
    expect(samplesOf(text, 'haat_http_request_duration_seconds_count')).toHaveLength(1);
    expect(sample(await scrape(second), 'haat_http_request_duration_seconds_count', { status_code: '409' })).toBe(1);
  });

  it('reads a PostgreSQL pool at each scrape, and counts each lost connection once', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let stats: PoolStats = { max: 10, open: 4, idle: 1, waiting: 2, connectionsLost: 0 };
    metrics.watchDatabase({ kind: 'postgres', poolStats: () => stats, catalogueReadStats: () => null });
    let text = await scrape(metrics);
    const driver = { driver: 'postgres' };
    expect(sample(text, 'haat_db_pool_max_connections', driver)).toBe(10);
    expect(sample(text, 'haat_db_pool_open_connections', driver)).toBe(4);
    expect(sample(text, 'haat_db_pool_in_use_connections', driver)).toBe(3);
    expect(sample(text, 'haat_db_pool_waiting_queries', driver)).toBe(2);
    expect(sample(text, 'haat_db_errors_total', { kind: 'connection_lost' })).toBe(0);

    stats = { ...stats, idle: 4, waiting: 0, connectionsLost: 3 };
    metrics.databaseUnavailable();
    await scrape(metrics);
    text = await scrape(metrics);
    expect(sample(text, 'haat_db_pool_in_use_connections', driver)).toBe(0);
    expect(sample(text, 'haat_db_errors_total', { kind: 'connection_lost' })).toBe(3);
    expect(sample(text, 'haat_db_errors_total', { kind: 'unavailable' })).toBe(1);
  });

  it('reads where catalogue reads went at each scrape, and each replica’s lag while it answers', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const poolStats = () => ({ max: 10, open: 1, idle: 1, waiting: 0, connectionsLost: 0 });
    let stats: CatalogueReadStats = {
      replicas: [
        { host: 'db2:5432', inUse: true, lagMs: 120, reads: 40 },
        { host: 'db3:5432', inUse: false, lagMs: null, reads: 2 },
      ],
      primaryReads: 5,
    };
    metrics.watchDatabase({ kind: 'postgres', poolStats, catalogueReadStats: () => stats });
    let text = await scrape(metrics);
    expect(sample(text, 'haat_db_catalogue_reads_total', { on: 'db2:5432' })).toBe(40);
    expect(sample(text, 'haat_db_catalogue_reads_total', { on: 'primary' })).toBe(5);
    expect(sample(text, 'haat_db_replica_lag_seconds', { replica: 'db2:5432' })).toBe(0.12);
    expect(samplesOf(text, 'haat_db_replica_lag_seconds')).toHaveLength(1);
    expect(sample(text, 'haat_db_replica_in_use', { replica: 'db3:5432' })).toBe(0);

    stats = { ...stats, primaryReads: 9, replicas: [{ ...stats.replicas[0]!, reads: 41 }, stats.replicas[1]!] };
    text = await scrape(metrics);
    expect(sample(text, 'haat_db_catalogue_reads_total', { on: 'db2:5432' })).toBe(41);
    expect(sample(text, 'haat_db_catalogue_reads_total', { on: 'primary' })).toBe(9);
  });

  it('reports PGlite’s one connection, and no in-use or waiting figure it cannot see', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const poolStats = () => ({ max: 1, open: 1, idle: null, waiting: null, connectionsLost: 0 });
    metrics.watchDatabase({ kind: 'pglite', poolStats, catalogueReadStats: () => null });
    const text = await scrape(metrics);
    expect(sample(text, 'haat_db_pool_max_connections', { driver: 'pglite' })).toBe(1);
    expect(samplesOf(text, 'haat_db_pool_in_use_connections')).toEqual([]);
    expect(samplesOf(text, 'haat_db_pool_waiting_queries')).toEqual([]);
    expect(declares(text, 'haat_db_pool_waiting_queries', 'gauge')).toBe(true);
  });

  it('starts a failure series at 0 beside the first success, so an alert sees it rise', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.smsSent('msg91', 'otp', 'sent');
    metrics.paymentCall('PHONEPE', 'webhook', 'ok');
    const text = await scrape(metrics);
    expect(sample(text, 'haat_sms_messages_total', { provider: 'msg91', kind: 'otp', outcome: 'failed' })).toBe(0);
    const rejected = { provider: 'PHONEPE', call: 'webhook', outcome: 'rejected' };
    expect(sample(text, 'haat_payment_provider_calls_total', rejected)).toBe(0);
  });
});

describe('recordJobRun', () => {
  it('records a run, its time and the orders it made', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const summary = { placed: 3, failed: 1, errors: 2 };
    const answered = await recordJobRun(
      metrics,
      'subscription_orders',
      async () => summary,
      (result) => ({
        ordersPlaced: result.placed,
        ordersFailed: result.failed,
        errors: result.errors,
      }),
    );
    expect(answered).toBe(summary);
    const text = await scrape(metrics);
    const job = { job: 'subscription_orders' };
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'failed' })).toBe(0);
    expect(sample(text, 'haat_job_orders_total', { ...job, outcome: 'placed' })).toBe(3);
    expect(sample(text, 'haat_job_orders_total', { ...job, outcome: 'failed' })).toBe(1);
    expect(sample(text, 'haat_job_errors_total', job)).toBe(2);
    expect(sample(text, 'haat_job_duration_seconds_count', job)).toBe(1);
  });

  it('records a run that threw as failed, leaves its last success alone, and throws on', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const down = new Error('database down');
    const run = recordJobRun(
      metrics,
      'payment_reconciliation',
      () => Promise.reject(down),
      () => ({}),
    );
    await expect(run).rejects.toBe(down);
    const text = await scrape(metrics);
    const job = { job: 'payment_reconciliation' };
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'failed' })).toBe(1);
    expect(sample(text, 'haat_job_runs_total', { ...job, outcome: 'ok' })).toBe(0);
    expect(sample(text, 'haat_job_last_success_timestamp_seconds', job)).toBeUndefined();
  });

  it('only runs the work without metrics (the CLI)', async () => {
    expect(
      await recordJobRun(
        undefined,
        'subscription_orders',
        async () => 7,
        () => ({}),
      ),
    ).toBe(7);
  });
});
