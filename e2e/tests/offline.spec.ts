import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

// This journey is about the service worker: let it register (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

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
