import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';

const fruits = makeCategory({ name: 'Fruits & Vegetables' });

beforeEach(() => {
  mockFetch({
    '/api/categories': { body: [fruits] },
    '/api/store-banners': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('route table', () => {
  it.each(['/nothing-here', '/category/abc/extra', '/account/settings', '/order/1'])('shows Not Found at %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
  });

  it.each([
    ['/', 'Shop by Category'],
    ['/category', 'All Products'],
    [`/category/${fruits.id}`, 'Fruits & Vegetables'],
    ['/cart', 'Your Cart'],
    ['/account/wallet', 'Your Wallet'],
    ['/order/o1/status', 'Order details'],
    ['/subscription/p1', 'Set up a subscription'],
    ['/login', 'Log in or Sign up'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/refundPolicy', 'Refund Policy'],
    ['/shippingPolicy', 'Shipping Policy'],
    ['/termsconditions', 'Terms & Conditions'],
  ])('renders %s inside the shell', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('sends /account to its profile section', async () => {
    const { router } = renderRoute('/account');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/account/profile');
  });

  it('serves a store domain from the root', async () => {
    const { makeBootstrap } = await import('#src/testing/store-fixtures.ts');
    renderRoute('/cart', makeBootstrap({ basePath: '' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
  });
});
