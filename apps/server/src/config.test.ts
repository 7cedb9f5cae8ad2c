import { describe, expect, it } from 'vitest';
import { loadConfig, startupProblems } from './config.ts';

/** A production environment with everything it needs: each test takes one thing away or adds one. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
  PUBLIC_URL: 'https://shop.example.com',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  MSG91_WALLET_TEMPLATE_ID: 'wallet-template',
};
const problemsOf = (env: Record<string, string>) => startupProblems(loadConfig(env));

describe('startupProblems', () => {
  it('has none for a complete production environment, nor for the development default', () => {
    expect(problemsOf(production)).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses production without JWT_SECRET, and any server with DATABASE_URL but no JWT_SECRET', () => {
    expect(problemsOf({ ...production, JWT_SECRET: '' })).toEqual([expect.stringMatching(/^JWT_SECRET is not set/)]);
    expect(problemsOf({ DATABASE_URL: 'postgres://db/haat' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is not set: with DATABASE_URL, every server needs one secret/),
    ]);
    expect(problemsOf({ ...production, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters']);
  });

  it('refuses replicas without a primary, or a replica URL naming several hosts', () => {
    expect(problemsOf({ ...production, DATABASE_REPLICA_URLS: 'postgres://db2/haat' })).toEqual([
      'DATABASE_REPLICA_URLS is set without DATABASE_URL: replicas are of a PostgreSQL primary; set both',
    ]);
    const primary = { ...production, DATABASE_URL: 'postgres://db1/haat' };
    expect(problemsOf({ ...primary, DATABASE_REPLICA_URLS: 'postgres://db2/haat, postgres://db3/haat' })).toEqual([]);
    expect(
      problemsOf({ ...primary, DATABASE_REPLICA_URLS: 'postgres://db2,db3/haat?target_session_attrs=read-write' }),
    ).toEqual(['DATABASE_REPLICA_URLS: each replica URL names one host']);
    expect(() => loadConfig({ DATABASE_REPLICA_MAX_LAG_MS: 'soon' })).toThrow(
      'DATABASE_REPLICA_MAX_LAG_MS must be a number (0 or more), not "soon"',
    );
  });

  it('refuses a DATABASE_URL naming several hosts without saying the primary is wanted', () => {
    expect(problemsOf({ ...production, DATABASE_URL: 'postgres://db1,db2/haat' })).toEqual([
      'DATABASE_URL names several hosts: add target_session_attrs=read-write',
    ]);
    expect(
      problemsOf({ ...production, DATABASE_URL: 'postgres://db1,db2/haat?target_session_attrs=read-write' }),
    ).toEqual([]);
  });

  it('refuses the payment emulator in production', () => {
    expect(problemsOf({ ...production, PAYMENT_EMULATOR: 'on' })).toEqual([
      expect.stringMatching(/^PAYMENT_EMULATOR=on in production/),
    ]);
  });

  it('refuses production without PUBLIC_URL, and a PUBLIC_URL that is not an origin', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: '' })).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
    for (const bad of ['shop.example.com', 'javascript:alert(1)', 'https://user@shop.example.com', 'https://a.com/x']) {
      expect(problemsOf({ ...production, PUBLIC_URL: bad })).toEqual([expect.stringMatching(/^PUBLIC_URL must be/)]);
    }
    expect(problemsOf({ ...production, PUBLIC_URL: 'https://shop.example.com/' })).toEqual([]);
  });

  it('refuses the console SMS outbox in production unless ALLOW_CONSOLE_SMS=true, and MSG91 without its keys', () => {
    const consoleSms = { ...production, SMS_PROVIDER: 'console' };
    expect(problemsOf(consoleSms)).toEqual([expect.stringMatching(/^SMS_PROVIDER is the console outbox/)]);
    expect(problemsOf({ ...consoleSms, ALLOW_CONSOLE_SMS: 'true' })).toEqual([]);
    const msg91Missing = [expect.stringMatching(/^SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_ID/)];
    expect(problemsOf({ ...production, MSG91_AUTH_KEY: '' })).toEqual(msg91Missing);
    expect(problemsOf({ ...production, MSG91_WALLET_TEMPLATE_ID: '' })).toEqual(msg91Missing);
  });

  it('refuses a short METRICS_TOKEN, a METRICS_PORT that is not a free port, and an OTLP endpoint that is not a URL', () => {
    const token = 'a-metrics-token-of-more-than-32-characters';
    expect(problemsOf({ ...production, METRICS_TOKEN: token, METRICS_PORT: '9464' })).toEqual([]);
    expect(problemsOf({ ...production, METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 32 characters',
    ]);
    for (const port of ['8080', '70000', '0.5']) {
      expect(problemsOf({ ...production, METRICS_PORT: port }), port).toEqual([
        expect.stringMatching(/^METRICS_PORT must be a port/),
      ]);
    }
    expect(problemsOf({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([
      expect.stringMatching(/^OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) address/),
    ]);
  });

  it('names every problem at once, so one failed start tells the operator everything to set', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENT_EMULATOR: 'on' })).toHaveLength(4);
  });
});

describe('loadConfig', () => {
  it('refuses a setting it cannot read, naming it', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a number (0 or more), not "eighty"');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '-1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DRAIN_SECONDS: 'soon' })).toThrow(/DRAIN_SECONDS/);
  });

  it('keeps the metrics listener on loopback and tracing off unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toMatchObject({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(loadConfig({}).tracing).toEqual({ endpoint: undefined, serviceName: 'haat' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing.endpoint).toBe(
      'http://collector:4318',
    );
  });

  it('drains for 10 s after SIGTERM in production and not at all elsewhere, unless DRAIN_SECONDS says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).drainSeconds).toBe(10);
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '2' }).drainSeconds).toBe(2);
  });

  it('shows the API reference page outside production, and in production only with API_REFERENCE=on', () => {
    expect(loadConfig({}).apiReference).toBe(true);
    expect(loadConfig({ API_REFERENCE: 'off' }).apiReference).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).apiReference).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_REFERENCE: 'on' }).apiReference).toBe(true);
    expect(() => loadConfig({ API_REFERENCE: 'yes' })).toThrow('API_REFERENCE must be on or off, not yes');
  });
});
