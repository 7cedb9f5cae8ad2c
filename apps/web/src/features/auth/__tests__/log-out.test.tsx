import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage.ts';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

let logoutAnswer: () => MockResponse = () => ({ status: 204 });
let fetchMock: ReturnType<typeof mockFetch>;
let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  storeSignedInSession('demo', { refreshToken: 'refresh-token-of-this-device' });
  logoutAnswer = () => ({ status: 204 });
  fetchMock = mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    'POST /api/identity/logout': () => logoutAnswer(),
  });
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function clickLogout() {
  renderRoute('/account/profile');
  const nav = await screen.findByRole('navigation', { name: 'Account' });
  fireEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
}

const logoutCalls = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input).includes('/api/identity/logout') && init?.method === 'POST',
  );

describe('Logout (spec §4, decision 012)', () => {
  it('asks the server to end the session with the refresh token, then clears the device and reloads', async () => {
    await clickLogout();
    const [call] = logoutCalls();
    expect(call).toBeDefined();
    const init = call![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ storeId: STORE_ID, refreshToken: 'refresh-token-of-this-device' });
    expect(init.keepalive).toBe(true);
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(localStorage.getItem(storageKeys('demo').auth)).toBeNull();
  });

  it('clears the device even when the server refuses or cannot be reached', async () => {
    logoutAnswer = () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
    await clickLogout();
    expect(logoutCalls()).toHaveLength(1);
    expect(localStorage.getItem(storageKeys('demo').auth)).toBeNull();
  });
});
