import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isWellFormedHost } from '#src/plugins/host-header.ts';
import { createStore } from '#src/testing/factories.ts';
import { createRecordedApp } from './hardening-world.ts';

/**
 * Host fuzzing: a Host header (or, behind a trusted proxy, X-Forwarded-Host) is written into pages, canonical
 * links and return addresses, so a malformed one is refused with 400 before any route runs; a well-formed but
 * foreign one finds no store. Either way: never a 5xx, and the text never comes back in a body or header.
 */
const direct = (await createRecordedApp()).context;
const proxied = (await createRecordedApp({ trustProxy: true })).context;
const store = await createStore(direct);
const tally = { requests: 0 };
afterAll(() => console.log(`host fuzzing: ${tally.requests} requests with hostile or foreign hosts`));

/** Each holds `evil` (or is short and distinctive), so a reflection anywhere in an answer is easy to see. */
const MALFORMED_HOSTS = [
  'localhost:8301"><x',
  '127.0.0.1:1@evil.com',
  'evil.example@localhost',
  'user:evil@localhost:8301',
  'localhost:8301/evil',
  'localhost/../evil',
  'localhost?evil=1',
  'localhost#evil',
  'local evil',
  'localhost:8301 evil',
  '<script>evil</script>',
  "'evil'.example",
  '"evil".example',
  'evil.example:99999',
  'evil.example:0',
  'evil.example:-1',
  'evil.example:80:80',
  'evil.example:',
  'evil.example:8o',
  ':8301',
  '[::1',
  '::1',
  '[::1]evil',
  '[fe80::1%25evil]:8301',
  '[v1.evil]',
  '[127.0.0.1]',
  `evil.${'a'.repeat(300)}`,
  `${'a'.repeat(64)}.evil`,
  'evil\u007f.example',
  'evil\t.example',
  'еvil.example',
  'evil%2eexample',
  'evil.example\\',
  '${evil}',
  'http://evil.example',
  'evil.example;x=1',
  'evil..example',
  '.evil',
];

/** Well-formed hosts that are not ours: no store, but nothing wrong with the request either. */
const FOREIGN_HOSTS = ['evil.example', 'EVIL.example.:8301', 'evil_box:8301', '10.0.0.9', '[2001:db8::e]:443'];

const paths = () => [
  '/healthz',
  '/api/common/enum-values',
  `/api/stores/${store.storeId}`,
  '/',
  `/${store.friendlyId}`,
  `/${store.friendlyId}/category`,
  '/no-such-store',
  '/favicon.svg',
  '/__gateway/cashfree/pg/view/sessions/checkout?payment_session_id=none',
];

/** No 5xx, and neither the hostile text nor its marker anywhere in the answer. */
function expectNoReflection(response: LightMyRequestResponse, hostile: string, what: string) {
  tally.requests += 1;
  expect(response.statusCode, what).toBeLessThan(500);
  const headers = JSON.stringify(response.headers);
  for (const text of [hostile, 'evil', '<x']) {
    expect(response.body.includes(text), `${what}: body reflects ${text}`).toBe(false);
    expect(headers.includes(text), `${what}: headers reflect ${text}`).toBe(false);
  }
}

describe('a malformed Host header', () => {
  it.each(MALFORMED_HOSTS)('%j is refused with 400 and a message on every kind of route', async (host) => {
    for (const url of paths()) {
      const response = await direct.app.inject({ method: 'GET', url, headers: { host } });
      expectNoReflection(response, host, `${host} ${url}`);
      expect(response.statusCode, `${host} ${url}`).toBe(400);
      expect(response.json(), `${host} ${url}`).toEqual({ message: 'Invalid Host header', code: 'BAD_REQUEST' });
    }
    const webhook = await direct.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/cashfree',
      headers: { host, 'content-type': 'application/json' },
      payload: '{}',
    });
    expectNoReflection(webhook, host, `${host} webhook`);
    expect(webhook.statusCode).toBe(400);
  });
});

describe('X-Forwarded-Host', () => {
  it('is checked like Host when TRUST_PROXY trusts the proxy', async () => {
    for (const host of MALFORMED_HOSTS) {
      for (const url of paths()) {
        const response = await proxied.app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost:8301', 'x-forwarded-host': host },
        });
        expectNoReflection(response, host, `${host} ${url}`);
        expect(response.statusCode, `${host} ${url}`).toBe(400);
      }
    }
  });

  it('is ignored, and so harmless, when the proxy is not trusted', async () => {
    for (const host of MALFORMED_HOSTS) {
      const headers = { host: 'localhost:8301', 'x-forwarded-host': host };
      const health = await direct.app.inject({ method: 'GET', url: '/healthz', headers });
      expectNoReflection(health, host, `${host} /healthz`);
      expect(health.statusCode).toBe(200);
      const page = await direct.app.inject({ method: 'GET', url: `/${store.friendlyId}`, headers });
      expectNoReflection(page, host, `${host} store page`);
      expect(page.statusCode).toBe(200);
    }
  });

  it('refuses a trusted X-Forwarded-Proto that is not http or https', async () => {
    for (const proto of ['javascript', 'https://evil', 'ftp']) {
      const response = await proxied.app.inject({
        method: 'GET',
        url: `/${store.friendlyId}`,
        headers: { host: 'localhost:8301', 'x-forwarded-proto': proto },
      });
      expectNoReflection(response, proto, proto);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('a well-formed host that is not ours', () => {
  it.each(FOREIGN_HOSTS)('%j finds no store (404) but serves the API and health check', async (host) => {
    for (const url of paths()) {
      const response = await direct.app.inject({ method: 'GET', url, headers: { host } });
      expectNoReflection(response, host, `${host} ${url}`);
    }
    const page = await direct.app.inject({ method: 'GET', url: `/${store.friendlyId}`, headers: { host } });
    expect(page.statusCode).toBe(404);
    const health = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
    expect(health.statusCode).toBe(200);
  });
});

describe('isWellFormedHost', () => {
  it('accepts host names, IPv4 and bracketed IPv6, with or without a port', () => {
    const good = [
      'localhost',
      'localhost:8301',
      'shop.green.example',
      'Shop.Green.Example.:443',
      '127.0.0.1:80',
      '[::1]',
      '[::1]:8301',
      '[2001:db8::1]:65535',
      'haat_app:8301',
      'xn--80ak6aa92e.com',
    ];
    for (const host of good) expect(isWellFormedHost(host), host).toBe(true);
    for (const host of MALFORMED_HOSTS) expect(isWellFormedHost(host), host).toBe(false);
  });
});
