import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { formatHost, parseDatabaseUrl } from './db/primary-host.ts';
import { parseReplicaUrls } from './db/replica-reads.ts';
import { unsupportedNodeWarning } from './supported-node.ts';

/**
 * The one screen a start prints, so an operator sees at a glance what is on: which database, SMS and
 * payment providers, where files go, the public address, the proxies trusted, and that no development
 * convenience (dev routes, OTP outbox, payment emulator) runs in production.
 */
export function startupSummary(config: Config, database: Pick<Database, 'kind'>): string[] {
  const rows: Array<[string, string]> = [
    ['mode', config.production ? 'production' : 'development (NODE_ENV is not production)'],
    ['runtime', `Node.js ${process.versions.node}${unsupportedNodeWarning() ? ' (unsupported)' : ''}`],
    ['database', databaseOf(config, database)],
    ['catalogue reads', catalogueReadsOf(config, database)],
    ['public address', config.publicUrl ?? 'not set (development: links use the host a shopper is on)'],
    ['SMS', smsOf(config)],
    ['payments', paymentsOf(config)],
    ['file storage', storageOf(config)],
    ['shared state', redisOf(config)],
    ['trusted proxies', config.trustProxy === false ? 'none' : String(config.trustProxy)],
    ['token secret', config.jwtSecret ? 'JWT_SECRET' : `generated, in ${config.dataDir}/secrets.json`],
    ['dev routes', config.production ? 'off' : 'on: /api/dev/* (OTP outbox, order states, cash, jobs)'],
    ['rate limits', config.rateLimitFactor > 0 ? `on (×${config.rateLimitFactor})` : 'off'],
    ['metrics', metricsOf(config)],
    ['traces', config.tracing.endpoint ? `OTLP to ${new URL(config.tracing.endpoint).host}` : 'off'],
    [
      'API reference',
      `/api/openapi.json; page ${config.apiReference ? 'at /api/docs' : 'off (API_REFERENCE=on shows it at /api/docs)'}`,
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
}

function metricsOf(config: Config): string {
  const { token, port, host } = config.metrics;
  const ownPort = port ? `on ${host}:${port}/metrics` : '';
  const mainPort = token
    ? '/metrics with METRICS_TOKEN'
    : config.production
      ? ''
      : '/metrics (open outside production)';
  const where = [ownPort, mainPort].filter(Boolean).join('; ');
  return where || 'off (production: set METRICS_PORT or METRICS_TOKEN)';
}

function databaseOf(config: Config, database: Pick<Database, 'kind'>): string {
  if (database.kind === 'pglite') return `embedded PGlite in ${config.dataDir}/db`;
  // Hosts and database only: the connection string may hold a password.
  const { connectionUrl, hosts } = parseDatabaseUrl(config.databaseUrl!);
  const where = hosts.map(formatHost).join(', ');
  const primary = hosts.length > 1 ? ' (the primary among them)' : '';
  return `PostgreSQL at ${where}${new URL(connectionUrl).pathname}${primary} (up to ${config.databasePoolSize} connections)`;
}

function catalogueReadsOf(config: Config, database: Pick<Database, 'kind'>): string {
  if (database.kind === 'pglite' || !config.databaseReplicaUrls)
    return 'the database above (DATABASE_REPLICA_URLS unset)';
  const replicas = parseReplicaUrls(config.databaseReplicaUrls).map((url) =>
    formatHost(parseDatabaseUrl(url).hosts[0]!),
  );
  return `replicas ${replicas.join(', ')} while within ${config.databaseReplicaMaxLagMs} ms of the primary, else the primary`;
}

function smsOf(config: Config): string {
  if (config.sms.provider === 'msg91') return `MSG91 (${config.sms.msg91.baseUrl})`;
  return config.production
    ? 'console (ALLOW_CONSOLE_SMS): no SMS is sent, codes are neither logged nor kept'
    : 'console outbox: codes in the log and at /api/dev/otp-outbox';
}

function paymentsOf(config: Config): string {
  const { cashfree, phonepe, bmspay, emulator } = config.payments;
  const providers: Array<[string, boolean]> = [
    ['Cashfree', Boolean(cashfree.clientId && cashfree.clientSecret)],
    ['PhonePe', Boolean(phonepe.clientId && phonepe.clientSecret)],
    ['BMSPAY', Boolean(bmspay.merchantId && bmspay.apiKey)],
  ];
  const unconfigured = emulator && !config.production ? 'emulated at /__gateway' : 'off';
  return providers.map(([name, live]) => `${name} ${live ? 'live' : unconfigured}`).join(', ');
}

function redisOf(config: Config): string {
  if (!config.redis) return 'none: rate limits and cache invalidation are this server’s own (REDIS_URL unset)';
  // Host only: the address may hold a password.
  return `Redis at ${new URL(config.redis.url).host}: rate limits and cache invalidation across servers`;
}

function storageOf(config: Config): string {
  const { s3 } = config.fileStorage;
  // A second server would not see what this one writes to its disk.
  if (!s3) return `this server's disk, ${config.dataDir}/files (one server only: FILE_STORAGE=s3 for several)`;
  const bucket = `S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${new URL(s3.endpoint).host}` : ` (${s3.region})`}`;
  return s3.publicUrl ? `${bucket}, images linked at ${s3.publicUrl}` : `${bucket}, served at /files/`;
}
