import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchStorefrontPage, shownScreens } from '@haat/contract/storefront/storefront-pages';
import { appRoutes } from '#src/app/router.tsx';
import { CART_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';

const fruits = makeCategory({ name: 'Fruits & Vegetables' });
const paneer = makeProduct({ isSubscribable: false });

beforeEach(() => {
  mockFetch({
    '/api/categories': { body: [fruits] },
    '/api/store-banners': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    // The signed-in shopper's cart loads on every screen (the badge); an empty one.
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    // The set-up screen's own journeys are in its feature; here it only has to mount inside the shell.
    [`/api/products/${paneer.id}`]: { body: paneer },
    [`/api/stores/${STORE_ID}/policies`]: {
      body: { privacyPolicy: null, refundPolicy: null, shippingPolicy: null, termsConditions: null },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('route table', () => {
  it.each(['/nothing-here', '/category/abc/extra', '/account/settings', '/order/1'])(
    'shows Not Found at %s',
    async (path) => {
      storeSignedInSession();
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    },
  );

  it.each([
    ['/', 'Shop by Category'],
    ['/category', 'All Products'],
    [`/category/${fruits.id}`, 'Fruits & Vegetables'],
    ['/cart', 'Your Cart is Empty'],
    ['/account/wallet', 'Your Wallet'],
    ['/order/o1/status', 'Order not Found'],
    [`/subscription/${paneer.id}`, 'This product is not available for subscription'],
    ['/login', 'Log in or Sign up'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/privacy-notice', 'Privacy notice'],
    ['/refundPolicy', 'Refund Policy'],
    ['/shippingPolicy', 'Shipping Policy'],
    ['/termsconditions', 'Terms & Conditions'],
  ])('renders %s inside the shell', async (path, heading) => {
    // Guarded screens need a session (without a cart, so no cart data is needed); /login sends a signed-in shopper away.
    if (path !== '/login') storeSignedInSession('demo', { cartId: '' });
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('sends /account to its profile section', async () => {
    storeSignedInSession();
    const { router } = renderRoute('/account');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/account/profile');
  });

  it('serves a store domain from the root', async () => {
    const { makeBootstrap } = await import('#src/testing/store-fixtures.ts');
    storeSignedInSession('demo', { cartId: '' });
    renderRoute('/cart', makeBootstrap({ basePath: '' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
  });
});

// The router is built from the page table alone (router.tsx); the server reads the table with its own matcher.
describe('the page table', () => {
  it('routes every screen module of the features, and names none that is not one', () => {
    const modules = Object.keys(import.meta.glob('/src/features/*/routes/*.route.tsx')).map((key) => key.slice(1));
    const routed = new Set(shownScreens().flatMap((screen) => screen.modules));
    expect([...routed].sort()).toEqual(modules.sort());
  });

  /** What the router shows at `path`: its screens' paths and params, or null for Not Found. */
  function routerMatch(path: string) {
    const matches = matchRoutes(appRoutes, path) ?? [];
    if (matches.some((match) => match.route.path === '*')) return null;
    const shown = matches.filter((match) => (match.route.handle as { preload?: unknown } | undefined)?.preload);
    return { paths: shown.map((match) => match.route.path ?? ''), params: { ...matches.at(-1)?.params } };
  }

  const tablePaths = shownScreens().map((screen) => screen.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`));
  it.each([
    ...tablePaths.flatMap((path) => [path, `${path}/`, path.toUpperCase()]),
    '/account',
    '/nothing-here',
    '/category/abc/extra',
    '/account/settings',
    '/account/wallet/more',
    '/order/1',
    '/product',
    '/product/a/b',
    '/search/x',
    '/login.php',
    '//search',
  ])('matches %s as the router does', (path) => {
    const table = matchStorefrontPage(path);
    const expected = table && { paths: table.screens.map((screen) => screen.path), params: table.params };
    expect(expected).toEqual(routerMatch(path));
  });
});
