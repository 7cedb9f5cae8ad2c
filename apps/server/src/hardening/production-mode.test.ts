import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { insertTestStore, requestOtp, uniqueMobile } from '#src/modules/identity/identity-test-kit.ts';
import { countRows } from '#src/modules/orders/commerce-test-kit.ts';
import { freePort, refusedStart, startServer } from '#src/testing/server-process.ts';
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

describe('starting the server in production', () => {
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

  it('refuses the payment emulator and a setting it cannot read', async () => {
    expect((await refusedStart({ ...ready, PAYMENT_EMULATOR: 'on' })).stderr).toContain(
      'PAYMENT_EMULATOR=on in production',
    );
    expect((await refusedStart({ ...ready, DATABASE_POOL_SIZE: 'many' })).stderr).toContain(
      'DATABASE_POOL_SIZE must be a number',
    );
  });

  it('starts with them, prints what is on, and serves no development route', async () => {
    const server = await startServer(ready, await freePort());
    try {
      const output = server.output();
      expect(output).toMatch(/mode +production/);
      expect(output).toMatch(/dev routes +off/);
      expect(output).toMatch(/public address +https:\/\/shop\.example\.com/);
      expect(output).toMatch(/payments +Cashfree off, PhonePe off, BMSPAY off/);
      expect(output).toMatch(/API reference +\/api\/openapi\.json; page off/);
      for (const url of ['/api/dev/otp-outbox?mobile=9876543210', '/__gateway/phonepe/pay/x', '/api/docs']) {
        expect((await fetch(`${server.origin}${url}`)).status).toBe(404);
      }
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
