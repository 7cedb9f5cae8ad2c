import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiScope, setAuthHooks } from '#src/lib/api-client.ts';
import { createAuthSession, type AuthSession } from '#src/lib/auth-session.ts';
import { createSessionRenewal } from '#src/lib/session-renewal.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';

const KEY = 'haat:demo:auth';
const CUSTOMER = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04';

function renewedSession(n: number) {
  return {
    mobile: '9876543210',
    customerId: CUSTOMER,
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    accessTokenExpiresAt: '2030-01-01T00:15:00.000Z',
    refreshTokenExpiresAt: '2030-01-31T00:00:00.000Z',
  };
}

const authHeader = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

let session: AuthSession;
let logOut: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  setApiScope({ orgId: 'org-1', storeId: 'store-1' });
  session = createAuthSession(localStorage, KEY);
  session.set({ accessToken: 'access-0', refreshToken: 'refresh-0', mobile: '9876543210', customerId: CUSTOMER });
  logOut = vi.fn<() => void>(() => session.clear());
  setAuthHooks(createSessionRenewal({ session, logOut, lockName: `${KEY}:renewal` }));
});
afterEach(() => {
  setAuthHooks(null);
  vi.unstubAllGlobals();
});

describe('session renewal (spec §4, decision 005)', () => {
  it('renews an expired access token once with the refresh token as Bearer, stores the rotated tokens and retries', async () => {
    const fetchMock = mockFetch({
      '/api/identity/renewAccessToken': (_url, init) =>
        authHeader(init) === 'Bearer refresh-0'
          ? { body: renewedSession(1) }
          : { status: 401, body: { message: 'No' } },
      '/api/customers/x': (_url, init) =>
        authHeader(init) === 'Bearer access-1' ? { body: { ok: true } } : { status: 403, body: {} },
    });
    await expect(apiRequest('/api/customers/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(session.get()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', customerId: CUSTOMER });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(logOut).not.toHaveBeenCalled();
  });

  it('is single-flight: parallel 403s share one renewal, so a refresh token is never spent twice', async () => {
    let renewals = 0;
    const fetchMock = mockFetch({
      '/api/identity/renewAccessToken': () => {
        renewals += 1;
        return { body: renewedSession(renewals) };
      },
      '/api/a': (_url, init) => (authHeader(init) === 'Bearer access-1' ? { body: 'a' } : { status: 403, body: {} }),
      '/api/b': (_url, init) => (authHeader(init) === 'Bearer access-1' ? { body: 'b' } : { status: 403, body: {} }),
      '/api/c': (_url, init) => (authHeader(init) === 'Bearer access-1' ? { body: 'c' } : { status: 403, body: {} }),
    });
    await expect(Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')])).resolves.toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(renewals).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('does not renew again for a request rejected with a token that has since been replaced', async () => {
    const fetchMock = mockFetch({ '/api/identity/renewAccessToken': { body: renewedSession(9) } });
    session.set({ ...session.get()!, accessToken: 'access-newer', refreshToken: 'refresh-newer' });
    const hooks = createSessionRenewal({ session, logOut, lockName: 'x' });
    await expect(hooks.renewAccessToken('access-0')).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs the user out when renewal fails, and gives the caller the 403', async () => {
    mockFetch({
      '/api/identity/renewAccessToken': { status: 401, body: { message: 'Session expired', code: 'UNAUTHORIZED' } },
      '/api/x': { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } },
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(session.get()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('logs the user out when there is no refresh token, without calling the server', async () => {
    session.set({ accessToken: 'access-0', refreshToken: '' });
    const fetchMock = mockFetch({ '/api/x': { status: 403, body: {} } });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs out when the renewal answer is not a session', async () => {
    mockFetch({
      '/api/identity/renewAccessToken': { body: { accessToken: 'only' } },
      '/api/x': { status: 403, body: {} },
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
