import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { createIdentityTestApp, insertTestStore, requestOtp, uniqueMobile } from './identity-test-kit.ts';
import { DEFAULT_OTP_SENDS_PER_IP_PER_HOUR, LOGIN_ROUTE_LIMITS, OTP_SEND_WINDOW_SECONDS } from './login-limits.ts';

// The limits of login-limits.ts that no other test sends a request past: the per-minute route limits and the
// per-address cap as an unconfigured server has it. The others (backoff, tries, lifetimes) have their own tests.
const limited = await createIdentityTestApp({ config: { rateLimitFactor: 1 } });
const unconfigured = await createIdentityTestApp({
  config: { otpSendsPerIpPerHour: loadConfig({}).otpSendsPerIpPerHour },
});

/** The routes that send or check a code, as the app registers them. */
const loginRoutes = [
  '/api/identity/request-otp',
  '/api/identity/verify-customer-otp',
  '/api/customers/:customerId/deletion-otp',
  '/api/customers/:customerId/delete',
  '/api/stores/:storeId/console/login/request-otp',
  '/api/stores/:storeId/console/login/verify-otp',
];

describe('per-minute limits on the routes that send and check codes', () => {
  it('name routes the app has, one each, and every such route has one', () => {
    for (const url of loginRoutes) expect(limited.app.hasRoute({ method: 'POST', url })).toBe(true);
    const matches = LOGIN_ROUTE_LIMITS.map((limit) => loginRoutes.filter((url) => limit.url.test(url)));
    expect(matches.flat().sort()).toEqual([...loginRoutes].sort());
  });

  for (const route of loginRoutes) {
    const perMinute = LOGIN_ROUTE_LIMITS.find((limit) => limit.url.test(route))?.perMinute ?? 0;
    it(`answer 429 to request ${perMinute + 1} to POST ${route} in a minute from one address, whatever it asks`, async () => {
      const post = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: route.replace(':customerId', randomUUID()).replace(':storeId', randomUUID()),
          payload: {},
          remoteAddress,
        });
      const address = `198.51.100.${loginRoutes.indexOf(route) + 1}`;
      const answers: number[] = [];
      for (let i = 0; i < perMinute; i += 1) answers.push((await post(address)).statusCode);
      // Refused before any limit (a bad body, no session): such requests still count.
      expect(answers.filter((status) => status === 429)).toEqual([]);
      const throttled = await post(address);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect((await post('203.0.113.1')).statusCode).not.toBe(429);
    });
  }
});

describe('codes per client address in an hour, unconfigured', () => {
  it(`sends ${DEFAULT_OTP_SENDS_PER_IP_PER_HOUR} codes from one address and refuses the next with 429 and Retry-After`, async () => {
    const { app, db } = unconfigured;
    const store = await insertTestStore(db);
    for (let i = 0; i < DEFAULT_OTP_SENDS_PER_IP_PER_HOUR; i += 1) {
      expect((await requestOtp(app, store, uniqueMobile(), '192.0.2.7')).statusCode).toBe(200);
    }
    const refused = await requestOtp(app, store, uniqueMobile(), '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(OTP_SEND_WINDOW_SECONDS - 60);
    expect((await requestOtp(app, store, uniqueMobile(), '192.0.2.8')).statusCode).toBe(200);
  });
});
