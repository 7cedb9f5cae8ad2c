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

  it('answers 403 when the request names another store than the token', async () => {
    const session = await logIn(app, store);
    expect((await getProfile(session, session.accessToken, otherStore.storeId)).statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/customers/${session.customerId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { name: 'Asha', storeId: otherStore.storeId },
    });
    expect(put.statusCode).toBe(403);
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
