import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { insertTestStore, requestOtp, uniqueMobile } from '#src/modules/identity/identity-test-kit.ts';
import { countRows } from '#src/modules/orders/commerce-test-kit.ts';
import { SUPPORTED_NODE_MAJOR } from '#src/supported-node.ts';
import { sample } from '#src/testing/metrics-text.ts';
import { freePort, refusedStart, SERVER_START_LIMIT_MS, startServer } from '#src/testing/server-process.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createRecordedApp, routeKey } from './hardening-world.ts';
import { routeTable } from './route-table.ts';

/** A production process asked for every convenience: the console outbox allowed, the emulator "on". */
const { context, routes } = await createRecordedApp({
  production: true,
  sms: { ...loadConfig({}).sms, allowConsoleInProduction: true },
});

describe('a production process (NODE_ENV=production)', () => {
  it('registers no development route and no gateway emulator, whatever else is set', () => {
    const devOrEmulator = routes.map(routeKey).filter((key) => {
      const kind = routeTable[key]?.kind;
      return kind === 'dev-only' || kind === 'emulator' || / \/(api\/dev|__gateway)\//.test(key);
    });
    expect(context.config.payments.emulator).toBe(true);
    expect(devOrEmulator).toEqual([]);
    // And the table still lists them, so the development process is checked for the same routes.
    expect(Object.values(routeTable).filter((route) => route.kind === 'dev-only').length).toBeGreaterThan(0);
  });

  it('sends a console-outbox code without keeping it anywhere it could be read back', async () => {
    const store = await insertTestStore(context.database.db);
    const mobile = uniqueMobile();
    expect((await requestOtp(context.app, store, mobile)).statusCode).toBe(200);
    const outbox = await context.app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${mobile}` });
    expect(outbox.statusCode).toBe(404);
    expect(await countRows(context.database.db, 'sms_outbox')).toBe(0);
  });
});

describe('/metrics in production', () => {
  it('does not exist on the main port without METRICS_TOKEN', async () => {
    expect(routes.map(routeKey).filter((key) => routeTable[key]?.kind === 'operator')).toEqual([]);
    const scrape = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(404);
    expect(scrape.body).not.toContain('haat_');
  });

  it('with METRICS_TOKEN answers only a request that sends it (401 otherwise)', async () => {
    const token = 'a-metrics-token-of-more-than-32-characters';
    const { app } = await createTestApp({ production: true, metrics: { token, port: undefined, host: '127.0.0.1' } });
    for (const authorization of [undefined, 'Bearer wrong-token', token, `Basic ${token}`, 'Bearer ']) {
      const headers = authorization === undefined ? {} : { authorization };
      const refused = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('haat_');
    }
    const scrape = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scrape.statusCode).toBe(200);
    const refusals = { route: '/metrics', status_code: '401' };
    expect(sample(scrape.body, 'haat_http_request_duration_seconds_count', refusals)).toBe(5);
  });
});

// Each test spawns servers: it waits on their readiness (or refusal), not on the suite's 30 s.
describe('starting the server in production', { timeout: 2 * SERVER_START_LIMIT_MS }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ready = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
    PUBLIC_URL: 'https://shop.example.com',
    ALLOW_CONSOLE_SMS: 'true',
    LOG_LEVEL: 'info',
  };

  it('refuses without its settings, naming each one to set', async () => {
    const { code, stderr } = await refusedStart({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Haat cannot start:/);
    for (const setting of ['JWT_SECRET is not set', 'PUBLIC_URL is not set', 'SMS_PROVIDER is the console outbox']) {
      expect(stderr).toContain(setting);
    }
  });

  it('refuses a short METRICS_TOKEN and a METRICS_PORT that is the main port', async () => {
    const { stderr } = await refusedStart({ ...ready, METRICS_TOKEN: 'short', METRICS_PORT: '8080', PORT: '8080' });
    expect(stderr).toContain('METRICS_TOKEN must be at least 32 characters');
    expect(stderr).toContain('METRICS_PORT must be a port');
  });

  it('refuses the payment emulator and a setting it cannot read', async () => {
    expect((await refusedStart({ ...ready, PAYMENT_EMULATOR: 'on' })).stderr).toContain(
      'PAYMENT_EMULATOR=on in production',
    );
    expect((await refusedStart({ ...ready, DATABASE_POOL_SIZE: 'many' })).stderr).toContain(
      'DATABASE_POOL_SIZE must be a number',
    );
  });

  it('starts with them, prints what is on, and serves no development route', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ ...ready, METRICS_PORT: String(metricsPort) }, await freePort());
    try {
      const output = server.output();
      expect(output).toMatch(/mode +production/);
      // The server a test spawns runs on the Node.js npm test runs on: the project's, not the machine's.
      expect(output).toMatch(new RegExp(`runtime +Node\\.js ${SUPPORTED_NODE_MAJOR}\\.\\d+\\.\\d+\\n`));
      expect(output).toMatch(/dev routes +off/);
      // The demo stores' console owner is a development convenience: no store gets one in production.
      expect(output).toMatch(/Seeded demo store demo\b/);
      expect(output).not.toMatch(/console owner/);
      expect(output).toMatch(new RegExp(`metrics +on 127\\.0\\.0\\.1:${metricsPort}/metrics$`, 'm'));
      expect(output).toMatch(/public address +https:\/\/shop\.example\.com/);
      expect(output).toMatch(/payments +Cashfree off, PhonePe off, BMSPAY off/);
      expect(output).toMatch(/API reference +\/api\/openapi\.json; page off/);
      for (const url of [
        '/api/dev/otp-outbox?mobile=9876543210',
        '/__gateway/phonepe/pay/x',
        '/metrics',
        '/api/docs',
      ]) {
        expect((await fetch(`${server.origin}${url}`)).status).toBe(404);
      }
      // METRICS_PORT: the metrics on a listener of their own, bound to loopback by default.
      const scrape = async () => {
        const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).catch(() => null);
        return answer?.ok ? answer.text() : '';
      };
      await expect.poll(scrape).toContain('haat_http_request_duration_seconds');
      // The API's description is public (it describes public routes only); its reference page needs a setting.
      expect((await fetch(`${server.origin}/api/openapi.json`)).status).toBe(200);
      // A login code "sent" by the console outbox is logged as sent, never shown.
      const lookup = await fetch(`${server.origin}/api/orgs/lookup?identifier=demo&isFriendlyId=true`);
      const { name, store } = (await lookup.json()) as { name: string; store: { id: string } };
      const sent = await fetch(`${server.origin}/api/identity/request-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgName: name, mobile: '9876543210', storeId: store.id }),
      });
      expect(sent.status).toBe(200);
      await expect.poll(() => server.output()).toContain('a login code was sent (not shown)');
      expect(server.output()).not.toMatch(/\b\d{6}\b.*login code|login code.*\b\d{6}\b/);
    } finally {
      await server.stop();
    }
  });
});
