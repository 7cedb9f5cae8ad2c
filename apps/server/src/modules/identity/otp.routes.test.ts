import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROLE, OTP_RESEND_SECONDS } from '@haat/contract/constants';
import { messages } from '@haat/contract/messages';
import { MAX_OTP_ATTEMPTS, MAX_OTP_ATTEMPTS_PER_CLIENT } from './login-limits.ts';
import {
  createIdentityTestApp,
  insertTestStore,
  logIn,
  outboxOtp,
  requestOtp,
  uniqueMobile,
  verifyOtp,
  wrongOtp,
} from './identity-test-kit.ts';

const { app, db, clock } = await createIdentityTestApp();
const store = await insertTestStore(db, 'Green Grocer');
const otherStore = await insertTestStore(db, 'Dairy Corner');

describe('POST /api/identity/request-otp', () => {
  it('sends a 6-digit code and says when a resend is allowed', async () => {
    const mobile = uniqueMobile();
    const response = await requestOtp(app, store, mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent', resendAfterSeconds: 59, expiresInSeconds: 300 });
    expect(await outboxOtp(app, store, mobile)).toMatch(/^\d{6}$/);
  });

  it('accepts +91, 91 and 0 prefixes and spaces, storing the 10 digits', async () => {
    const mobile = uniqueMobile();
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: {
        orgName: store.orgName,
        mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
        storeId: store.storeId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxOtp(app, store, mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a resend inside 59 seconds, saying how long to wait, and allows it after', async () => {
    const mobile = uniqueMobile();
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await requestOtp(app, store, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Please wait 39 seconds before requesting another OTP.',
    });
    expect(early.headers['retry-after']).toBe('39');
    clock.advance(39_000);
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
  });

  it('allows a new code straight after the last one was used (log out, log in again)', async () => {
    const session = await logIn(app, store);
    expect((await requestOtp(app, store, session.mobile)).statusCode).toBe(200);
  });

  it('backs off between sends to a phone in a store (59 s, 2, 5, 10, then 15 minutes) rather than locking it out', async () => {
    const mobile = uniqueMobile();
    const waits: number[] = [];
    for (let send = 0; send < 7; send += 1) {
      const response = await requestOtp(app, store, mobile);
      expect(response.statusCode, response.body).toBe(200);
      const wait = response.json().resendAfterSeconds as number;
      waits.push(wait);
      clock.advance((wait - 1) * 1000);
      const early = await requestOtp(app, store, mobile);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      clock.advance(1000);
    }
    expect(waits).toEqual([59, 120, 300, 600, 900, 900, 900]);
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
    const early = await requestOtp(app, store, mobile);
    expect(early.json().message).toBe('Please wait 15 minutes before requesting another OTP.');
    // An hour without sends and the shopper starts again at 59 s.
    clock.advance(60 * 60_000);
    expect((await requestOtp(app, store, mobile)).json().resendAfterSeconds).toBe(59);
  });

  it('does not let sends to a phone in one store hold it back in another', async () => {
    const mobile = uniqueMobile();
    for (let send = 0; send < 5; send += 1) {
      const response = await requestOtp(app, otherStore, mobile);
      expect(response.statusCode).toBe(200);
      clock.advance(response.json().resendAfterSeconds * 1000);
    }
    const here = await requestOtp(app, store, mobile);
    expect(here.statusCode).toBe(200);
    expect(here.json().resendAfterSeconds).toBe(59);
  });

  it('keeps the earlier code usable when a send is refused', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    expect((await requestOtp(app, store, mobile)).statusCode).toBe(429);
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown store or an orgName that is not the store’s org', async () => {
    const mobile = uniqueMobile();
    const wrongOrg = await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: { orgName: otherStore.orgName, mobile, storeId: store.storeId },
    });
    expect(wrongOrg.statusCode).toBe(404);
    expect(wrongOrg.json()).toEqual({ code: 'NOT_FOUND', message: 'Store not found' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: { orgName: store.orgName, mobile, storeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('matches orgName without regard to case or surrounding spaces', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: { orgName: `  ${store.orgName.toUpperCase()} `, mobile: uniqueMobile(), storeId: store.storeId },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ orgName: 'x', storeId: '00000000-0000-4000-8000-000000000000' }, messages.login.phoneRequired],
    [{ orgName: 'x', mobile: '12345', storeId: '00000000-0000-4000-8000-000000000000' }, messages.login.phoneDigits],
    [
      { orgName: 'x', mobile: '98765432100', storeId: '00000000-0000-4000-8000-000000000000' },
      messages.login.phoneDigits,
    ],
    [
      { orgName: 'x', mobile: '98765abc10', storeId: '00000000-0000-4000-8000-000000000000' },
      messages.login.phoneDigits,
    ],
    [{ orgName: 'x', mobile: '9876543210', storeId: 'not-an-id' }, 'Invalid id'],
    [{ mobile: '9876543210', storeId: '00000000-0000-4000-8000-000000000000' }, 'orgName'],
  ])('answers 400 with a message for a malformed body %#', async (payload, text) => {
    const response = await app.inject({ method: 'POST', url: '/api/identity/request-otp', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(response.json().message).toContain(text);
  });
});

describe('POST /api/identity/verify-customer-otp', () => {
  it('logs a new shopper in with the code, creating the customer with wallet and cart', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const response = await verifyOtp(app, store, mobile, await outboxOtp(app, store, mobile));
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toEqual({
      mobile,
      customerId: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      accessTokenExpiresAt: new Date(clock.now().getTime() + 15 * 60_000).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      refreshTokenExpiresAt: expect.any(String),
    });
    const profile = await app.inject({
      method: 'GET',
      url: `/api/customers/${session.customerId}?storeId=${store.storeId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: session.customerId, mobile, name: null });
    expect(profile.json().shoppingProfileIdentity).toEqual({
      walletId: expect.any(String),
      cartId: expect.any(String),
    });
  });

  it('finds the same customer on the next login', async () => {
    const mobile = uniqueMobile();
    const first = await logIn(app, store, mobile);
    clock.advance(60_000);
    const second = await logIn(app, store, mobile);
    expect(second.customerId).toBe(first.customerId);
  });

  it('makes the same phone two customers in two stores', async () => {
    const mobile = uniqueMobile();
    const inStore = await logIn(app, store, mobile);
    const inOther = await logIn(app, otherStore, mobile);
    expect(inOther.customerId).not.toBe(inStore.customerId);
  });

  it('accepts a code only once', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
    const again = await verifyOtp(app, store, mobile, otp);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'UNAUTHORIZED', message: messages.login.invalidOtp });
  });

  it('locks the code for an address after 5 wrong tries: even the right code fails after, from there', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verifyOtp(app, store, mobile, wrongOtp(otp));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(messages.login.invalidOtp);
    }
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(401);
  });

  it('counts a stranger’s wrong guesses apart: the owner’s right code still works from their own address', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile, '203.0.113.7');
    const otp = await outboxOtp(app, store, mobile);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyOtp(app, store, mobile, wrongOtp(otp), '198.51.100.9')).statusCode).toBe(401);
    }
    expect((await verifyOtp(app, store, mobile, otp, '198.51.100.9')).statusCode).toBe(401);
    expect((await verifyOtp(app, store, mobile, otp, '203.0.113.7')).statusCode).toBe(200);
  });

  it(`locks the code after ${MAX_OTP_ATTEMPTS} tries from any addresses, and its owner gets a new one after the normal wait`, async () => {
    const mobile = uniqueMobile();
    // The third send this hour: the backoff makes the next wait 5 minutes.
    for (const waitMs of [61_000, 121_000, 0]) {
      expect((await requestOtp(app, store, mobile)).statusCode).toBe(200);
      clock.advance(waitMs);
    }
    const otp = await outboxOtp(app, store, mobile);
    const strangers = Array.from(
      { length: MAX_OTP_ATTEMPTS / MAX_OTP_ATTEMPTS_PER_CLIENT },
      (_, i) => `198.51.100.${i + 1}`,
    );
    for (const stranger of strangers) {
      for (let attempt = 0; attempt < MAX_OTP_ATTEMPTS_PER_CLIENT; attempt += 1) {
        await verifyOtp(app, store, mobile, wrongOtp(otp), stranger);
      }
    }
    expect((await verifyOtp(app, store, mobile, otp, '203.0.113.7')).statusCode).toBe(401);
    expect((await requestOtp(app, store, mobile, '203.0.113.7')).statusCode).toBe(429);
    clock.advance(OTP_RESEND_SECONDS * 1000);
    expect((await requestOtp(app, store, mobile, '203.0.113.7')).statusCode).toBe(200);
    expect((await verifyOtp(app, store, mobile, await outboxOtp(app, store, mobile), '203.0.113.7')).statusCode).toBe(
      200,
    );
  });

  it('accepts the right code on the 5th try', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    for (let attempt = 0; attempt < 4; attempt += 1) await verifyOtp(app, store, mobile, wrongOtp(otp));
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    clock.advance(5 * 60_000);
    const response = await verifyOtp(app, store, mobile, otp);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.login.invalidOtp);
  });

  it('accepts a code just before it expires', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    clock.advance(5 * 60_000 - 1000);
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
  });

  it('refuses the code of store A in store B', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    expect((await verifyOtp(app, otherStore, mobile, otp)).statusCode).toBe(401);
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(200);
  });

  it('refuses the code of one phone for another', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    expect((await verifyOtp(app, store, uniqueMobile(), otp)).statusCode).toBe(401);
  });

  it('replaces the earlier code on a resend', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const first = await outboxOtp(app, store, mobile);
    clock.advance(60_000);
    await requestOtp(app, store, mobile);
    const second = await outboxOtp(app, store, mobile);
    if (first !== second) expect((await verifyOtp(app, store, mobile, first)).statusCode).toBe(401);
    expect((await verifyOtp(app, store, mobile, second)).statusCode).toBe(200);
  });

  it('answers a phone that never asked for a code exactly like a wrong code', async () => {
    const never = await verifyOtp(app, store, uniqueMobile(), '123456');
    const known = await logIn(app, store);
    const wrong = await verifyOtp(app, store, known.mobile, '123456');
    expect(never.statusCode).toBe(wrong.statusCode);
    expect(never.json()).toEqual(wrong.json());
  });

  it('answers 404 when orgId or locationId are not the store’s', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const otp = await outboxOtp(app, store, mobile);
    const wrongOrg = await verifyOtp(app, { ...store, orgId: otherStore.orgId }, mobile, otp);
    expect(wrongOrg.statusCode).toBe(404);
    const wrongLocation = await verifyOtp(app, { ...store, locationId: otherStore.locationId }, mobile, otp);
    expect(wrongLocation.statusCode).toBe(404);
  });

  it.each([
    [{ otp: '12345' }, 'OTP must be 6 digits'],
    [{ otp: '12a456' }, 'OTP must be 6 digits'],
    [{ role: 'ROLE_ADMIN' }, `role must be ${CUSTOMER_ROLE}`],
    [{ mobile: '123' }, messages.login.phoneDigits],
    [{ orgId: 'nope' }, 'Invalid id'],
  ])('answers 400 with a message for a malformed body %#', async (change, text) => {
    const payload = {
      orgId: store.orgId,
      locationId: store.locationId,
      mobile: '9876543210',
      otp: '123456',
      role: CUSTOMER_ROLE,
      storeId: store.storeId,
      ...change,
    };
    const response = await app.inject({ method: 'POST', url: '/api/identity/verify-customer-otp', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/verify-customer-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });
});

describe('GET /api/dev/otp-outbox', () => {
  it('answers 404 when nothing was sent to the phone', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${uniqueMobile()}` });
    expect(response.statusCode).toBe(404);
  });

  it('finds the last code without a store id too', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile);
    const response = await app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${mobile}` });
    expect(response.json()).toEqual({ otp: await outboxOtp(app, store, mobile) });
  });
});
