import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { AccessTokens } from '#src/modules/identity/access-tokens.ts';
import {
  createIdentityTestApp,
  insertTestStore,
  logIn,
  outboxOtp,
  requestOtp,
  uniqueMobile,
  verifyOtp,
  wrongOtp,
} from '#src/modules/identity/identity-test-kit.ts';
import { loadServerKeys } from '#src/modules/identity/server-secret.ts';
import { signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop } from '#src/modules/subscriptions/subscription-test-kit.ts';
import { securityHeadersPlugin } from '#src/plugins/security-headers.ts';
import { createRecordedApp, routeKey } from './hardening-world.ts';
import { routeTable } from './route-table.ts';

/**
 * Abuse: OTP guessing and send flooding (per phone and per address), refresh-token replay, forged access
 * tokens, security headers on every answer, rate limits on expensive endpoints and the body limit.
 */
const { context, routes } = await createRecordedApp({ rateLimitFactor: 1 });
const { app } = context;
const shop = await createSubscriptionShop(context);
const otherShop = await createSubscriptionShop(context);
const tally = { otpGuesses: 0, otpSends: 0, tokens: 0, headerChecks: 0, throttled: 0 };

afterAll(() => {
  console.log(
    `abuse: ${tally.otpGuesses} OTP guesses, ${tally.otpSends} OTP sends, ${tally.tokens} forged tokens, ` +
      `${tally.headerChecks} answers checked for security headers, ${tally.throttled} requests throttled`,
  );
});

describe('OTP', () => {
  it('locks a code after 5 wrong guesses, even against the right one', async () => {
    const mobile = uniqueMobile();
    expect((await requestOtp(app, shop, mobile)).statusCode).toBe(200);
    tally.otpSends += 1;
    const otp = await outboxOtp(app, shop, mobile);
    for (let i = 0; i < 5; i += 1) {
      tally.otpGuesses += 1;
      expect((await verifyOtp(app, shop, mobile, wrongOtp(otp))).statusCode).toBe(401);
    }
    tally.otpGuesses += 1;
    const right = await verifyOtp(app, shop, mobile, otp);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toHaveProperty('message');
  });

  it('backs off sends per phone and store (59 s, then longer, never an hour) and caps them per address', async () => {
    const identity = await createIdentityTestApp({ config: { otpSendsPerIpPerHour: 3 } });
    const store = await insertTestStore(identity.db);
    const otherStore = await insertTestStore(identity.db);
    const mobile = uniqueMobile();
    expect((await requestOtp(identity.app, store, mobile)).statusCode).toBe(200);
    expect((await requestOtp(identity.app, store, mobile)).statusCode).toBe(429); // resend too soon
    tally.otpSends += 2;
    for (let i = 0; i < 4; i += 1) {
      identity.clock.advance(10 * 60_000);
      expect((await requestOtp(identity.app, store, mobile, `10.0.0.${i + 1}`)).statusCode).toBe(200);
      tally.otpSends += 1;
    }
    identity.clock.advance(60_000);
    const sixth = await requestOtp(identity.app, store, mobile, '10.0.9.9');
    tally.otpSends += 1;
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Please wait 14 minutes before requesting another OTP.');
    // Someone else's five sends in one shop do not hold the number back in another.
    expect((await requestOtp(identity.app, otherStore, mobile, '10.0.9.8')).statusCode).toBe(200);
    tally.otpSends += 1;

    for (let i = 0; i < 3; i += 1)
      expect((await requestOtp(identity.app, store, uniqueMobile(), '10.1.1.1')).statusCode).toBe(200);
    const flood = await requestOtp(identity.app, store, uniqueMobile(), '10.1.1.1');
    tally.otpSends += 4;
    expect(flood.statusCode).toBe(429);
    expect((await requestOtp(identity.app, store, uniqueMobile(), '10.1.1.2')).statusCode).toBe(200);
  });

  it('does not let X-Forwarded-For dodge the per-address cap without TRUST_PROXY', async () => {
    const { context: direct } = await createRecordedApp({ otpSendsPerIpPerHour: 2, trustProxy: false });
    const store = await createSubscriptionShop(direct);
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await direct.app.inject({
        method: 'POST',
        url: '/api/identity/request-otp',
        payload: { orgName: store.orgName, mobile: uniqueMobile(), storeId: store.storeId },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      answers.push(response.statusCode);
      tally.otpSends += 1;
    }
    expect(answers).toEqual([200, 200, 429]);
  });
});

describe('sessions', () => {
  it('revokes the whole refresh-token family when a rotated token is replayed', async () => {
    const session = await logIn(app, shop);
    const renew = (token: string) =>
      app.inject({
        method: 'GET',
        url: `/api/identity/renewAccessToken?storeId=${shop.storeId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await renew(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const newer = first.json().refreshToken as string;
    expect((await renew(session.refreshToken)).statusCode).toBe(401); // replay
    expect((await renew(newer)).statusCode).toBe(401); // the family is gone
    const other = await logIn(app, otherShop);
    expect((await renew(other.refreshToken)).statusCode).toBe(401); // another store's token
    const ownStore = await app.inject({
      method: 'GET',
      url: `/api/identity/renewAccessToken?storeId=${otherShop.storeId}`,
      headers: { authorization: `Bearer ${other.refreshToken}` },
    });
    expect(ownStore.statusCode).toBe(200);
  });

  it('answers 403 to alg none, a wrong secret and an expired token, 404 to another store’s token', async () => {
    const shopper = await signIn(app, shop);
    const stranger = await signIn(app, otherShop);
    const url = `/api/customers/${shopper.customerId}?storeId=${shop.storeId}`;
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = shopper.session.accessToken.split('.');
    const claims = {
      sub: shopper.customerId,
      store: shop.storeId,
      org: shop.orgId,
      sid: (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string }).sid,
      iss: 'haat',
      aud: 'haat-storefront',
      iat: now,
      exp: now + 600,
    };
    const signWith = (key: Uint8Array, overrides: object = {}) =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const realKey = loadServerKeys(context.config).accessToken;
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      await signWith(new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789')),
      await signWith(realKey, { exp: now - 60, iat: now - 1000 }),
      await signWith(realKey, { iss: 'someone-else' }),
      `${header}.${b64({ ...claims, sub: stranger.customerId })}.${signature}`,
      shopper.session.refreshToken,
      'garbage',
      '',
    ];
    expect(await new AccessTokens(realKey, () => new Date()).verify(await signWith(realKey))).not.toBeNull();
    for (const token of forged) {
      tally.tokens += 1;
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, token.slice(0, 40)).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    // A valid token of another store names a store that is not the request's: not found (decision 003).
    const elsewhere = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${stranger.session.accessToken}` },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>, what: string) => {
    tally.headerChecks += 1;
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toMatch(/frame-ancestors ('none'|'self')|sandbox/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    if (!csp.includes('sandbox')) {
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("object-src 'none'");
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    }
    expect(headers['strict-transport-security'], `${what}: HSTS over plain HTTP`).toBeUndefined();
  };

  it('are on every API answer, error answers and the storefront HTML', async () => {
    for (const route of routes) {
      const entry = routeTable[routeKey(route)];
      if (route.method !== 'GET' || !entry || !('probe' in entry) || !entry.probe) continue;
      const url = route.url.replaceAll(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await app.inject({ method: 'GET', url });
      expectHeaders(response.headers, `${route.url} → ${response.statusCode}`);
    }
    for (const [method, url, payload] of [
      ['GET', '/api/nothing'],
      ['GET', `/${shop.storeId}`],
      ['GET', '/'],
      ['GET', '/no-such-store/product/1'],
      ['POST', '/api/orders', '{bad json'],
      ['GET', '/files/none.png'],
      ['GET', '/favicon.svg'],
      ['GET', '/assets/index-abc123.js'],
    ] as Array<[string, string, string?]>) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expectHeaders(response.headers, `${method} ${url} → ${response.statusCode}`);
    }
  });

  it('let the storefront’s inline scripts run by hash, and nothing else inline', async () => {
    const friendly = await app.inject({ method: 'GET', url: '/' });
    expect(friendly.headers['content-type']).toMatch(/text\/html/);
    const lookups = await app.inject({ method: 'GET', url: `/api/stores/${shop.storeId}` });
    expect(lookups.statusCode).toBe(200);
    const storePage = await app.inject({ method: 'GET', url: `/${await friendlyIdOf(shop.storeId)}` });
    expect(storePage.statusCode).toBe(200);
    const csp = String(storePage.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    for (const match of storePage.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=|application\/json/.test(match[1]!)) continue;
      const hash = `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`;
      expect(scriptSrc, match[2]).toContain(hash);
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(storePage.headers['x-frame-options']).toBe('DENY');
  });

  // TLS usually ends at a proxy, which may say nothing of it: what the request's protocol says must not matter.
  it('sends HSTS on every answer of a production server with an https PUBLIC_URL, and on no other', async () => {
    const hstsOf = async (settings: Pick<Config, 'production' | 'publicUrl'>) => {
      const server = Fastify({ trustProxy: true });
      await server.register(securityHeadersPlugin, { config: { ...context.config, ...settings } });
      server.get('/x', async () => ({ ok: true }));
      const seen: unknown[] = [];
      for (const url of ['/x', '/nothing']) {
        for (const proto of [{}, { 'x-forwarded-proto': 'http' }, { 'x-forwarded-proto': 'https' }]) {
          seen.push((await server.inject({ method: 'GET', url, headers: proto })).headers['strict-transport-security']);
        }
      }
      await server.close();
      return new Set(seen);
    };
    expect(await hstsOf({ production: true, publicUrl: 'https://haat.example' })).toEqual(
      new Set(['max-age=31536000; includeSubDomains']),
    );
    expect(await hstsOf({ production: true, publicUrl: 'http://haat.example' })).toEqual(new Set([undefined]));
    expect(await hstsOf({ production: false, publicUrl: 'https://haat.example' })).toEqual(new Set([undefined]));
  });
});

async function friendlyIdOf(storeId: string): Promise<string> {
  const [row] = await selectRows<{ friendlyId: string }>(
    context.database.db,
    sql`select friendly_id as "friendlyId" from stores where id = ${storeId}`,
  );
  return row!.friendlyId;
}

describe('limits', () => {
  it('throttles search per address with a 429 and a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) {
      const response = await app.inject({
        method: 'GET',
        // Distinct queries: a repeated one is answered from the public-read cache, which costs nothing to limit.
        url: `/api/search/products?storeId=${shop.storeId}&query=ghee${i}`,
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        tally.throttled += 1;
        expect(response.json()).toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(/Too many/),
        });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/api/search/products?storeId=${shop.storeId}&query=ghee`,
      remoteAddress: '198.51.100.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 413 with a message to a 10 MB body and 4xx to bad JSON and content types', async () => {
    const shopper = await signIn(app, shop);
    const auth = { authorization: `Bearer ${shopper.session.accessToken}` };
    const huge = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"checkoutId":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toHaveProperty('message');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'content-type': 'application/xml' },
      payload: '<order/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toHaveProperty('message');
  });
});
