import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseDatabaseUrl } from './db/primary-host.ts';
import { DEFAULT_REPLICA_MAX_LAG_MS, parseReplicaUrls } from './db/replica-reads.ts';
import { PUBLIC_READ_TTL_MS } from './plugins/public-read-cache.ts';

/** Everything the server reads from the environment, in one place (docs/configuration.md lists each variable). */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Runtime state of the embedded default: PGlite files, uploaded files, generated secrets. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built storefront (`apps/web/dist`); not served when missing. */
  webDistDir: string;
  /** Host names that are the provider's shared host (first path segment = store); others are store domains. */
  sharedHosts: string[];
  logLevel: string;
  /** TRUST_PROXY: `true`, or the comma-separated addresses/CIDRs of the proxies in front of the server. */
  trustProxy: boolean | string;
  /**
   * Signs access tokens and keys OTP hashes (JWT_SECRET). Unset, a generated one is kept in
   * DATA_DIR/secrets.json: fine for one embedded server, refused in production or with DATABASE_URL.
   */
  jwtSecret: string | undefined;
  /**
   * PUBLIC_URL: the origin shoppers and payment providers reach this server at (return and webhook URLs,
   * canonical links). Required in production; never taken from a request's headers.
   */
  publicUrl: string | undefined;
  sms: SmsConfig;
  /**
   * OTP_SENDS_PER_IP_PER_HOUR: codes one client address may have sent in an hour, whatever the phone or store.
   * Unset, modules/identity/login-limits.ts gives the default, beside every other limit of login.
   */
  otpSendsPerIpPerHour: number | undefined;
  /**
   * Where every file goes (store images, imports, uploads): FILE_STORAGE=local (DATA_DIR/files, the default;
   * one server) or s3 (an S3-compatible bucket every server shares).
   */
  fileStorage: FileStorageConfig;
  /** PINCODE_FALLBACK_URL: a postal pincode service asked for pins the bundled data lacks; unset, none is. */
  pincodeFallbackUrl: string | undefined;
  /** SUBSCRIPTION_JOB_EVERY_MINUTES: how often the server makes today's subscription orders; 0 = never. */
  subscriptionJobEveryMinutes: number;
  /** RATE_LIMIT_FACTOR: scales the per-address limits on expensive endpoints (plugins/rate-limit.ts); 0 = off. */
  rateLimitFactor: number;
  /** PUBLIC_READ_CACHE_MS: how long each server answers a public store read from memory (5000); 0 = off. */
  publicReadCacheMs: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per server (and per replica). */
  databasePoolSize: number;
  /**
   * DATABASE_REPLICA_URLS: PostgreSQL streaming replicas, one host per URL, separated by commas or spaces;
   * public catalogue reads go to them (db/replica-reads.ts). Unset, every read goes to DATABASE_URL.
   */
  databaseReplicaUrls: string | undefined;
  /** DATABASE_REPLICA_MAX_LAG_MS: a replica further behind the primary than this is not read from (1000). */
  databaseReplicaMaxLagMs: number;
  /**
   * REDIS_URL: shared by the servers of one shop, so HTTP rate limits count across them and a change to a
   * store clears every server's public-read cache. Unset, each server keeps both to itself (fine for one).
   */
  redis: RedisConfig | undefined;
  /**
   * DRAIN_SECONDS: after SIGTERM, how long the server stays up not-ready (/readyz 503) yet answering, so the
   * load balancer notices and stops sending before the server closes; 10 in production, 0 elsewhere.
   */
  drainSeconds: number;
  /**
   * A console's live stream of orders (decision 048): a comment line every `heartbeatMs`, so proxies keep it
   * open and an ended session is noticed; closed after `maxMs`, so consoles spread again over the servers
   * (the browser reopens it at once). Not settings: tests shorten them.
   */
  consoleStream: { heartbeatMs: number; maxMs: number };
  /** Online payments: providers' credentials, the gateway emulator, the reconciliation job. */
  payments: PaymentsConfig;
  /**
   * API_REFERENCE=on|off: the readable API reference page at `/api/docs`; on by default outside production,
   * off in production unless set. The OpenAPI document at `/api/openapi.json` is always served.
   */
  apiReference: boolean;
  /** Where the operator's scraper reads `/metrics` (docs/decisions/032-metrics.md). */
  metrics: MetricsConfig;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector's OTLP/HTTP origin (`http://collector:4318`); set,
   * each request is a span sent to `<endpoint>/v1/traces`. OTEL_SERVICE_NAME (haat) names the service.
   */
  tracing: { endpoint: string | undefined; serviceName: string };
}

/**
 * `/metrics` is never public in production: it is served on the main port only with METRICS_TOKEN (sent as
 * `Authorization: Bearer …`), and on METRICS_PORT by a listener of its own that serves nothing else.
 */
export interface MetricsConfig {
  /** METRICS_TOKEN: the bearer token `/metrics` on the main port asks for; required there in production. */
  token: string | undefined;
  /** METRICS_PORT: a second listener serving only `/metrics`, without a token; unset, there is none. */
  port: number | undefined;
  /** METRICS_HOST (127.0.0.1): the address that listener binds, e.g. 0.0.0.0 on a private network. */
  host: string;
}

/**
 * A provider counts as configured when its credentials are set; otherwise, with the emulator on, it is
 * served by the gateway emulator (`/__gateway/…`), and with the emulator off it is unavailable.
 */
export interface PaymentsConfig {
  /** PAYMENT_EMULATOR=on|off; on by default outside production, refused in production. */
  emulator: boolean;
  /** PAYMENT_RECONCILE_EVERY_SECONDS: how often unsettled payments are checked with the provider; 0 = never. */
  reconcileEverySeconds: number;
  /** PAYMENT_TIMEOUT_MINUTES: a payment still unpaid at the provider after this long ends FAILED. */
  timeoutMinutes: number;
  cashfree: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    baseUrl: string;
    checkoutUrl: string | undefined;
  };
  phonepe: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    clientVersion: string;
    baseUrl: string;
    authUrl: string;
    webhookUsername: string | undefined;
    webhookPassword: string | undefined;
  };
  bmspay: {
    merchantId: string | undefined;
    apiKey: string | undefined;
    webhookSecret: string | undefined;
    baseUrl: string | undefined;
  };
}

export interface RedisConfig {
  url: string;
  /** REDIS_KEY_PREFIX (haat:): starts every key and channel name, so deployments may share one Redis. */
  keyPrefix: string;
}

export interface FileStorageConfig {
  provider: 'local' | 's3';
  s3: S3Config | undefined;
}

/**
 * S3_*: bucket and region; endpoint and path-style addressing for MinIO-like services; credentials (else the
 * AWS SDK's default chain); S3_PUBLIC_URL, where pages link images when a CDN or a public bucket address
 * serves them (else every server serves them at `/files/…` from the bucket).
 */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
}

export const MSG91_SETTINGS_MISSING =
  'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_ID (login codes) and MSG91_WALLET_TEMPLATE_ID (low-balance notices)';

/** SMS_PROVIDER=console|msg91; production refuses the console outbox unless ALLOW_CONSOLE_SMS=true. */
export interface SmsConfig {
  provider: 'console' | 'msg91';
  allowConsoleInProduction: boolean;
  msg91: {
    authKey: string | undefined;
    templateId: string | undefined;
    walletTemplateId: string | undefined;
    /**
     * MSG91_BACK_IN_STOCK_TEMPLATE_ID: the "Notify me" message's template (variables ##store##, ##product##,
     * ##link##). Only stores with `habits.notifyMe` send it; without it their messages fail and are retried.
     */
    backInStockTemplateId?: string | undefined;
    /** MSG91_ORDER_TEMPLATE_ID: the shopper's order update (##store##, ##number##, ##state##, ##link##). */
    orderTemplateId?: string | undefined;
    baseUrl: string;
  };
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: numberSetting(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: numberSetting(env, 'DATABASE_POOL_SIZE', 10),
    databaseReplicaUrls: env.DATABASE_REPLICA_URLS?.trim() || undefined,
    databaseReplicaMaxLagMs: numberSetting(env, 'DATABASE_REPLICA_MAX_LAG_MS', DEFAULT_REPLICA_MAX_LAG_MS),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    sharedHosts: (env.SHARED_HOSTS ?? 'localhost,127.0.0.1,[::1]')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    sms: {
      provider: smsProviderOf(env.SMS_PROVIDER),
      allowConsoleInProduction: env.ALLOW_CONSOLE_SMS === 'true',
      msg91: {
        authKey: env.MSG91_AUTH_KEY || undefined,
        templateId: env.MSG91_TEMPLATE_ID || undefined,
        walletTemplateId: env.MSG91_WALLET_TEMPLATE_ID || undefined,
        backInStockTemplateId: env.MSG91_BACK_IN_STOCK_TEMPLATE_ID || undefined,
        orderTemplateId: env.MSG91_ORDER_TEMPLATE_ID || undefined,
        baseUrl: env.MSG91_BASE_URL || 'https://control.msg91.com',
      },
    },
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR
      ? numberSetting(env, 'OTP_SENDS_PER_IP_PER_HOUR', 0)
      : undefined,
    fileStorage: fileStorageOf(env),
    pincodeFallbackUrl: env.PINCODE_FALLBACK_URL || undefined,
    subscriptionJobEveryMinutes: numberSetting(env, 'SUBSCRIPTION_JOB_EVERY_MINUTES', 10),
    rateLimitFactor: numberSetting(env, 'RATE_LIMIT_FACTOR', 1),
    publicReadCacheMs: numberSetting(env, 'PUBLIC_READ_CACHE_MS', PUBLIC_READ_TTL_MS),
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX || 'haat:' } : undefined,
    drainSeconds: numberSetting(env, 'DRAIN_SECONDS', env.NODE_ENV === 'production' ? 10 : 0),
    consoleStream: { heartbeatMs: 15_000, maxMs: 10 * 60_000 },
    payments: paymentsConfigOf(env),
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      port: env.METRICS_PORT ? numberSetting(env, 'METRICS_PORT', 0) : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    tracing: {
      endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '') || undefined,
      serviceName: env.OTEL_SERVICE_NAME || 'haat',
    },
    apiReference: onOffSetting(env, 'API_REFERENCE', env.NODE_ENV !== 'production'),
  };
}

function paymentsConfigOf(env: NodeJS.ProcessEnv): PaymentsConfig {
  const production = env.NODE_ENV === 'production';
  const phonePeBase = production
    ? 'https://api.phonepe.com/apis/pg'
    : 'https://api-preprod.phonepe.com/apis/pg-sandbox';
  return {
    emulator: onOffSetting(env, 'PAYMENT_EMULATOR', !production),
    reconcileEverySeconds: numberSetting(env, 'PAYMENT_RECONCILE_EVERY_SECONDS', 60),
    timeoutMinutes: numberSetting(env, 'PAYMENT_TIMEOUT_MINUTES', 30),
    cashfree: {
      clientId: env.CASHFREE_CLIENT_ID || undefined,
      clientSecret: env.CASHFREE_CLIENT_SECRET || undefined,
      baseUrl: env.CASHFREE_BASE_URL || (production ? 'https://api.cashfree.com' : 'https://sandbox.cashfree.com'),
      checkoutUrl: env.CASHFREE_CHECKOUT_URL || undefined,
    },
    phonepe: {
      clientId: env.PHONEPE_CLIENT_ID || undefined,
      clientSecret: env.PHONEPE_CLIENT_SECRET || undefined,
      clientVersion: env.PHONEPE_CLIENT_VERSION || '1',
      baseUrl: env.PHONEPE_BASE_URL || phonePeBase,
      authUrl: env.PHONEPE_AUTH_URL || (production ? 'https://api.phonepe.com/apis/identity-manager' : phonePeBase),
      webhookUsername: env.PHONEPE_WEBHOOK_USERNAME || undefined,
      webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD || undefined,
    },
    bmspay: {
      merchantId: env.BMSPAY_MERCHANT_ID || undefined,
      apiKey: env.BMSPAY_API_KEY || undefined,
      webhookSecret: env.BMSPAY_WEBHOOK_SECRET || undefined,
      baseUrl: env.BMSPAY_BASE_URL || undefined,
    },
  };
}

function fileStorageOf(env: NodeJS.ProcessEnv): FileStorageConfig {
  const provider = env.FILE_STORAGE || 'local';
  if (provider === 'local') return { provider, s3: undefined };
  if (provider !== 's3') throw new Error(`FILE_STORAGE must be local or s3, not ${provider}`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  return {
    provider,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      publicUrl: env.S3_PUBLIC_URL || undefined,
    },
  };
}

function smsProviderOf(value: string | undefined): SmsConfig['provider'] {
  if (!value) return 'console';
  if (value === 'console' || value === 'msg91') return value;
  throw new Error(`SMS_PROVIDER must be console or msg91, not ${value}`);
}

/** Uploaded and imported files, served at `/files/…`. */
export const filesDirOf = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'files');

/** The embedded database's files (PGlite), when no DATABASE_URL is set. */
export const pgliteDirOf = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'db');

export const paths = { repoRoot, demoDataDir: path.join(repoRoot, 'data/demo') };

/** A numeric setting: unset gives the default; anything but a number ≥ 0 stops the start with its name. */
function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number (0 or more), not "${value}"`);
  return number;
}

/** An on/off setting: unset gives the default; anything but `on` or `off` stops the start with its name. */
function onOffSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (!value) return fallback;
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, not ${value}`);
  return value === 'on';
}

/**
 * What stops a start, each problem saying what to set: development conveniences in production, and the
 * settings without which several servers, the payment providers or the shoppers' links would go wrong.
 */
export function startupProblems(config: Config): string[] {
  const problems: string[] = [];
  const secretNeeded = config.production || config.databaseUrl !== undefined;
  if (secretNeeded && !config.jwtSecret) {
    problems.push(
      `JWT_SECRET is not set: ${config.production ? 'production' : 'with DATABASE_URL, every server'} needs one ` +
        `secret of ${MIN_SECRET_LENGTH}+ characters shared by all servers (e.g. openssl rand -base64 48)`,
    );
  }
  if (config.jwtSecret !== undefined && config.jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (config.databaseUrl !== undefined) {
    try {
      parseDatabaseUrl(config.databaseUrl);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (config.databaseReplicaUrls !== undefined) {
    if (config.databaseUrl === undefined) {
      problems.push(
        'DATABASE_REPLICA_URLS is set without DATABASE_URL: replicas are of a PostgreSQL primary; set both',
      );
    }
    try {
      parseReplicaUrls(config.databaseReplicaUrls);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (config.publicUrl !== undefined && !isOrigin(config.publicUrl)) {
    problems.push(`PUBLIC_URL must be an http(s) origin such as https://shop.example.com, not "${config.publicUrl}"`);
  }
  if (config.production && config.publicUrl === undefined) {
    problems.push(
      'PUBLIC_URL is not set: production needs the address shoppers and payment providers reach this server at ' +
        '(e.g. https://shop.example.com)',
    );
  }
  if (config.production && config.payments.emulator) {
    problems.push('PAYMENT_EMULATOR=on in production: the emulator is a development stand-in; unset PAYMENT_EMULATOR');
  }
  if (config.production && config.sms.provider === 'console' && !config.sms.allowConsoleInProduction) {
    problems.push(
      'SMS_PROVIDER is the console outbox in production: set SMS_PROVIDER=msg91 (with MSG91_AUTH_KEY, ' +
        'MSG91_TEMPLATE_ID and MSG91_WALLET_TEMPLATE_ID), or ALLOW_CONSOLE_SMS=true for a demo that sends no SMS',
    );
  }
  const { token, port } = config.metrics;
  if (token !== undefined && token.length < MIN_SECRET_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65_535 || port === config.port)) {
    problems.push(`METRICS_PORT must be a port (1-65535) other than PORT's ${config.port}, not ${port}`);
  }
  if (config.tracing.endpoint !== undefined && !isHttpUrl(config.tracing.endpoint)) {
    problems.push(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address, not "${config.tracing.endpoint}"`);
  }
  const { authKey, templateId, walletTemplateId } = config.sms.msg91;
  if (config.sms.provider === 'msg91' && (!authKey || !templateId || !walletTemplateId)) {
    problems.push(MSG91_SETTINGS_MISSING);
  }
  return problems;
}

/** Access tokens are signed with a key derived from JWT_SECRET; shorter secrets are guessable. */
export const MIN_SECRET_LENGTH = 32;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
