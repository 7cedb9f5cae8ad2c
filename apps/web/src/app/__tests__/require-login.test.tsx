import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPathFrom } from '#src/lib/auth-session.ts';
import { makeCustomerProfile, storeSignedInSession, CUSTOMER_ID } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

beforeEach(() => {
  mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('login guard (spec §2)', () => {
  it.each(['/cart', '/account/profile', '/order/o1/status', '/subscription/p1'])(
    'sends a logged-out visitor from %s to /login with the place to return to, replacing the entry',
    async (path) => {
      const { router } = renderRoute(`${path}?from=test`);
      expect(await screen.findByRole('heading', { name: 'Log in or Sign up' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/demo/login');
      expect(router.state.historyAction).toBe('REPLACE');
      const [pathname] = path.split('?');
      expect(router.state.location.state).toEqual({ from: { pathname, search: '?from=test', hash: '' } });
    },
  );

  it('lets a signed-in shopper through', async () => {
    storeSignedInSession();
    const { router } = renderRoute('/account/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/account/profile');
  });

  it('sends a signed-in shopper away from /login to the return place, else home', () => {
    expect(returnPathFrom({ from: { pathname: '/cart', search: '?a=1', hash: '#x' } })).toBe('/cart?a=1#x');
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ from: { pathname: '//evil.example', search: '', hash: '' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
  });
});
