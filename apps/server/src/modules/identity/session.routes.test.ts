import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import { createIdentityTestApp, insertTestStore, logIn } from './identity-test-kit.ts';

const { app, db, clock } = await createIdentityTestApp();
const store = await insertTestStore(db, 'Green Grocer');
const otherStore = await insertTestStore(db, 'Dairy Corner');

const renew = (refreshToken: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/identity/renewAccessToken${query}`,
    headers: { authorization: `Bearer ${refreshToken}` },
  });

const getProfile = (session: Pick<CustomerSession, 'customerId'>, accessToken: string, storeId = store.storeId) =>
  app.inject({
    method: 'GET',
    url: `/api/customers/${session.customerId}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

const logOut = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/identity/logout', payload: payload as object });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/identity/renewAccessToken', () => {
  it('trades the refresh token for a new access token and a new refresh token', async () => {
    const session = await logIn(app, store);
    clock.advance(60_000);
    const response = await renew(session.refreshToken, `?storeId=${store.storeId}&orgId=${store.orgId}`);
    expect(response.statusCode).toBe(200);
    const renewed = response.json() as CustomerSession;
    expect(renewed).toMatchObject({ mobile: session.mobile, customerId: session.customerId });
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect(renewed.accessToken).not.toBe(session.accessToken);
    expect((await getProfile(session, renewed.accessToken)).statusCode).toBe(200);
    expect((await renew(renewed.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const session = await logIn(app, store);
    const second = (await renew(session.refreshToken)).json() as CustomerSession;
    const third = (await renew(second.refreshToken)).json() as CustomerSession;
    const replay = await renew(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please log in again.' });
    expect((await renew(third.refreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same customer alone when one family is revoked', async () => {
    const session = await logIn(app, store);
    clock.advance(60_000);
    const other = await logIn(app, store, session.mobile);
    await renew(session.refreshToken);
    await renew(session.refreshToken);
    expect((await renew(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh token after 30 days', async () => {
    const session = await logIn(app, store);
    clock.advance(30 * 24 * 60 * 60_000);
    expect((await renew(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a refresh token of another store without spending it', async () => {
    const session = await logIn(app, store);
    expect((await renew(session.refreshToken, `?storeId=${otherStore.storeId}`)).statusCode).toBe(401);
    expect((await renew(session.refreshToken, `?storeId=${store.storeId}`)).statusCode).toBe(200);
  });

  it('refuses an unknown, missing or access token in place of the refresh token', async () => {
    const session = await logIn(app, store);
    expect((await renew('not-a-token')).statusCode).toBe(401);
    expect((await renew(session.accessToken)).statusCode).toBe(401);
    const missing = await app.inject({ method: 'GET', url: '/api/identity/renewAccessToken' });
    expect(missing.statusCode).toBe(401);
  });
});

describe('customer access tokens (requireCustomer)', () => {
  it('answers 403 once the access token is 15 minutes old', async () => {
    const session = await logIn(app, store);
    clock.advance(14 * 60_000);
    expect((await getProfile(session, session.accessToken)).statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await getProfile(session, session.accessToken);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 'FORBIDDEN', message: 'Your session has expired. Please log in again.' });
  });

  it('answers 403 for a tampered token', async () => {
    const session = await logIn(app, store);
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
    expect((await getProfile(session, forged)).statusCode).toBe(403);
    expect((await getProfile(session, `${session.accessToken.slice(0, -2)}xx`)).statusCode).toBe(403);
  });

  it('answers 403 for an unsigned (alg none) token', async () => {
    const session = await logIn(app, store);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as object;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await getProfile(session, unsigned)).statusCode).toBe(403);
  });

  it('answers 403 for a token signed with another secret', async () => {
    const session = await logIn(app, store);
    const now = Math.floor(clock.now().getTime() / 1000);
    const foreign = await new SignJWT({ store: store.storeId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.customerId)
      .setIssuer('haat')
      .setAudience('haat-storefront')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await getProfile(session, foreign)).statusCode).toBe(403);
  });

  it('answers 404 when the request names another store or org than the token (decision 003)', async () => {
    const session = await logIn(app, store);
    const crossStore = await getProfile(session, session.accessToken, otherStore.storeId);
    expect(crossStore.statusCode).toBe(404);
    expect(crossStore.json()).toEqual({ code: 'NOT_FOUND', message: 'Store not found' });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/customers/${session.customerId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { name: 'Asha', storeId: otherStore.storeId },
    });
    expect(put.statusCode).toBe(404);
    const crossOrg = await app.inject({
      method: 'PUT',
      url: `/api/customers/${session.customerId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { name: 'Asha', storeId: store.storeId, orgId: otherStore.orgId },
    });
    expect(crossOrg.statusCode).toBe(404);
    expect((await getProfile(session, session.accessToken)).json().name).toBeNull();
  });

  it('answers 403 without a token or with another scheme', async () => {
    const session = await logIn(app, store);
    const none = await app.inject({ method: 'GET', url: `/api/customers/${session.customerId}` });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('FORBIDDEN');
    const basic = await app.inject({
      method: 'GET',
      url: `/api/customers/${session.customerId}`,
      headers: { authorization: `Basic ${session.accessToken}` },
    });
    expect(basic.statusCode).toBe(403);
  });

  it('is renewed by the refresh token after expiry (the storefront’s 403 → renew → retry)', async () => {
    const session = await logIn(app, store);
    clock.advance(16 * 60_000);
    expect((await getProfile(session, session.accessToken)).statusCode).toBe(403);
    const renewed = (await renew(session.refreshToken)).json() as CustomerSession;
    expect((await getProfile(session, renewed.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/identity/logout', () => {
  it('ends the session: the refresh token is refused and the access token stops working at once', async () => {
    const session = await logIn(app, store);
    expect((await getProfile(session, session.accessToken)).statusCode).toBe(200);
    const response = await logOut({ refreshToken: session.refreshToken, storeId: store.storeId });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await getProfile(session, session.accessToken);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ code: 'FORBIDDEN', message: 'Your session has expired. Please log in again.' });
    expect((await renew(session.refreshToken)).statusCode).toBe(401);
  });

  it('ends every token of the session, the ones rotated before included', async () => {
    const session = await logIn(app, store);
    const second = (await renew(session.refreshToken)).json() as CustomerSession;
    expect((await logOut({ refreshToken: second.refreshToken })).statusCode).toBe(204);
    expect((await getProfile(session, session.accessToken)).statusCode).toBe(403);
    expect((await getProfile(session, second.accessToken)).statusCode).toBe(403);
    expect((await renew(second.refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 again, and to unknown or spent tokens, so it reveals nothing', async () => {
    const session = await logIn(app, store);
    const renewed = (await renew(session.refreshToken)).json() as CustomerSession;
    for (const refreshToken of [session.refreshToken, renewed.refreshToken, renewed.refreshToken, 'x'.repeat(43)]) {
      const response = await logOut({ refreshToken });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });

  it('leaves the customer’s other sessions and another store’s token alone', async () => {
    const session = await logIn(app, store);
    const other = await logIn(app, store, session.mobile);
    expect((await logOut({ refreshToken: session.refreshToken, storeId: otherStore.storeId })).statusCode).toBe(204);
    expect((await getProfile(session, session.accessToken)).statusCode).toBe(200);
    expect((await logOut({ refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await getProfile(other, other.accessToken)).statusCode).toBe(200);
    expect((await renew(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 to malformed input', async () => {
    for (const payload of [
      {},
      { refreshToken: '' },
      { refreshToken: 42 },
      { refreshToken: 'has spaces and is long enough' },
      { refreshToken: 'y'.repeat(257) },
      { refreshToken: 'x'.repeat(43), storeId: 'not-a-store' },
    ]) {
      const response = await logOut(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('a replayed refresh token', () => {
  it('ends the access tokens of its session too', async () => {
    const session = await logIn(app, store);
    const second = (await renew(session.refreshToken)).json() as CustomerSession;
    expect((await renew(session.refreshToken)).statusCode).toBe(401);
    expect((await getProfile(session, second.accessToken)).statusCode).toBe(403);
  });
});
