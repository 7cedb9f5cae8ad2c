import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { shownScreens } from '@haat/contract/storefront/storefront-pages';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

// This journey is about the service worker: let it register (the other journeys block it).
// A browser sends its languages with every request (Accept-Language), which the pages vary on.
test.use({ serviceWorkers: 'allow', locale: 'en-IN' });

test('A shopper who lost the network still sees the home and a product seen before, and is told the cart needs the network', async ({
  page,
  context,
  login,
}) => {
  await page.setViewportSize(viewports.mobile);
  await login(STORE);

  // Home, with the store's worker in charge of the page.
  await openPage(page, `/${STORE}`);
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(worker).pathname).toBe(`/${STORE}`);
  // Installable, by Chromium's own checks (those Lighthouse reports): the store's manifest, icons and worker.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // A test browser's context is incognito, where Chromium never offers to install; nothing else may be missing.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { url: manifestUrl } = await devtools.send('Page.getAppManifest');
  expect(new URL(manifestUrl).pathname).toBe(`/${STORE}/manifest.webmanifest`);
  await devtools.detach();
  const firstProduct = page.locator('.product-card').first();
  const productName = (await firstProduct.getByRole('heading').first().textContent())!.trim();
  await expect(page.locator('.offline-bar')).toBeHidden();

  // A product, opened from the home page.
  await firstProduct.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();
  // The worker stores an answer just after handing it to the page: the shopper's connection drops after that.
  const productId = productUrl.split('/product/')[1]!;
  await page.waitForFunction(async (id) => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === `/api/products/${id}`)) return true;
    }
    return false;
  }, productId);

  // The network goes: the product reloads from what was seen, under the offline bar.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const bar = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Showing the shop as you last saw it.');
  await snapshot(page, `offline-product-${viewports.mobile.width}`, { fullPage: false });

  // Home too, as last seen.
  await page.goto(`/${STORE}`);
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(bar).toBeVisible();
  await snapshot(page, `offline-home-${viewports.mobile.width}`, { fullPage: false });
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, `offline-home-${viewports.desktop.width}`, { fullPage: false });

  // The cart is the shopper's own and never comes from a cache: it says it needs the network.
  await page.setViewportSize(viewports.mobile);
  await page.goto(`/${STORE}/cart`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Your cart and checkout need the network')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeHidden();
  await snapshot(page, `offline-cart-${viewports.mobile.width}`, { fullPage: false });
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, `offline-cart-${viewports.desktop.width}`, { fullPage: false });

  // The network returns: the cart loads by itself and the bar goes.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(bar).toBeHidden();
  expect(productUrl).toContain(`/${STORE}/product/`);
});

/** What each screen of the page table shows offline: its own content (a page seen online) or that it needs the network. */
type Offline = { content: string } | { needs: string };

const NOT_SAVED = 'This was not saved on this device for offline use, so it needs the network.';
const CONSOLE_NEEDS = 'This page needs the network';

test('Offline, every page of the store shows the shop’s own screen, never the browser’s error page', async ({
  page,
  context,
  login,
}) => {
  test.slow(); // every page of the table, each loaded afresh
  await page.setViewportSize(viewports.mobile);
  const shopper = await login(STORE);
  const categories = await page.request.get(`/api/categories?storeId=${shopper.storeId}`);
  const [category] = (await categories.json()) as { id: string; name: string }[];
  const products = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=1`);
  const [product] = ((await products.json()) as { products: { id: string; name: string }[] }).products;
  const categoryId = category!.id;

  // Online: home, one product and home again, as a shopper walks; the worker keeps what it showed.
  await openPage(page, `/${STORE}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await openPage(page, `/${STORE}/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await openPage(page, `/${STORE}`);
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();

  // Every screen the page table has, at an address of its own; a new page must say what it shows offline.
  const screens: Record<string, { path?: string; shows: Offline }> = {
    '/': { shows: { content: 'Popular Products' } },
    '/search': { path: '/search?query=rice', shows: { needs: NOT_SAVED } },
    '/login': { shows: { needs: 'Logging in needs the network' } },
    '/category': { shows: { needs: NOT_SAVED } },
    '/category/:categoryId': { path: `/category/${categoryId}`, shows: { needs: NOT_SAVED } },
    '/product/:productId': { path: `/product/${product!.id}`, shows: { content: product!.name } },
    '/cart': { shows: { needs: 'Your cart and checkout need the network' } },
    '/account/profile': { shows: { needs: 'Your account needs the network' } },
    '/account/wallet': { shows: { needs: 'Your account needs the network' } },
    '/account/address': { shows: { needs: 'Your account needs the network' } },
    '/account/orders': { shows: { needs: 'Your account needs the network' } },
    '/account/subscription': { shows: { needs: 'Your account needs the network' } },
    '/order/:orderId/:isFromCheckoutPage': { path: '/order/1/view', shows: { needs: 'Your order needs the network' } },
    '/subscription/:productId': {
      path: `/subscription/${product!.id}`,
      shows: { needs: 'Setting up a subscription needs the network' },
    },
    '/privacypolicy': { shows: { needs: NOT_SAVED } },
    '/privacy-notice': { shows: { content: 'Privacy notice' } },
    '/refundPolicy': { shows: { needs: NOT_SAVED } },
    '/termsconditions': { shows: { needs: NOT_SAVED } },
    '/shippingPolicy': { shows: { needs: NOT_SAVED } },
    // The shop's console, whose orders, cash and catalogue are never kept on a device.
    '/console/today': { shows: { needs: CONSOLE_NEEDS } },
    '/console/orders': { shows: { needs: CONSOLE_NEEDS } },
    '/console/orders/:orderId': { path: '/console/orders/1', shows: { needs: CONSOLE_NEEDS } },
    '/console/cash': { shows: { needs: CONSOLE_NEEDS } },
    '/console/products': { shows: { needs: CONSOLE_NEEDS } },
    '/console/reviews': { shows: { needs: CONSOLE_NEEDS } },
    '/console/staff': { shows: { needs: CONSOLE_NEEDS } },
    '/console/audit': { shows: { needs: CONSOLE_NEEDS } },
    '/console/deliveries': { shows: { needs: CONSOLE_NEEDS } },
  };
  expect(Object.keys(screens).sort()).toEqual(
    shownScreens()
      .map((screen) => screen.path)
      .sort(),
  );

  await context.setOffline(true);
  const bar = page.getByRole('status').filter({ hasText: 'You are offline.' });
  for (const [screen, { path = screen, shows }] of Object.entries(screens)) {
    // The browser's own error page is no answer at all: goto throws (net::ERR_INTERNET_DISCONNECTED).
    const answer = await page.goto(`/${STORE}${path}`);
    expect(answer?.ok(), path).toBe(true);
    await expect(bar, path).toBeVisible();
    if ('content' in shows) {
      await expect(page.getByRole('heading', { name: shows.content }).first(), path).toBeVisible();
    } else {
      await expect(page.getByText(shows.needs), path).toBeVisible();
    }
    // Nothing waits for ever: a screen with nothing kept says so instead of spinning.
    await expect(page.locator('main .spinner'), path).toHaveCount(0);
  }
  await snapshot(page, `offline-policy-${viewports.mobile.width}`, { fullPage: false });

  // The list of products, never seen: it says so, and fills in by itself when the network returns.
  await page.goto(`/${STORE}/category/${categoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await snapshot(page, `offline-category-${viewports.mobile.width}`, { fullPage: false });
  await context.setOffline(false);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toBeHidden();
  await expect(bar).toBeHidden();
});
