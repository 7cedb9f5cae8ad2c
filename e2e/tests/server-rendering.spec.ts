import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';

interface DemoPages {
  categoryId: string;
  product: { id: string; name: string; sellingPrice: number };
  word: string;
}

/** A category, a product and a search word of the demo store, read through the API. */
async function demoPages(request: APIRequestContext): Promise<DemoPages> {
  const lookup = (await (await request.get('/api/orgs/lookup?identifier=demo&isFriendlyId=true')).json()) as {
    store: { id: string };
  };
  const storeId = lookup.store.id;
  const [category] = (await (await request.get(`/api/categories?storeId=${storeId}`)).json()) as { id: string }[];
  const page = (await (await request.get(`/api/products?storeId=${storeId}&page=1&size=1`)).json()) as {
    products: { id: string; name: string; variants: { sellingPrice: number }[] }[];
  };
  const [product] = page.products;
  return {
    categoryId: category!.id,
    product: { id: product!.id, name: product!.name, sellingPrice: product!.variants[0]!.sellingPrice },
    word: product!.name.split(' ')[0]!.toLowerCase(),
  };
}

/** What the server sends inside `#root`, as this browser parses and writes it back (no script runs). */
async function serverMarkup(page: Page, request: APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML;
  }, root);
}

/** `#root` once the app has taken it over, without the toast container the app adds after hydrating. */
async function hydratedMarkup(page: Page): Promise<string> {
  return page.locator('#root').evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelector('.Toastify')?.remove();
    return copy.innerHTML;
  });
}

/** Every API request the page makes from now on. */
/**
 * The API reads a page makes. Not its messages: the words of its language are not data the HTML carries but a
 * file of the release (preloaded, then read from the browser's cache), like its scripts (decision 024).
 */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/messages/')) requests.push(pathname);
  });
  return requests;
}

test.describe('The server renders the public pages', () => {
  test('the HTML carries the product, its price and the store before any script runs', async ({ request }) => {
    const { product } = await demoPages(request);
    const response = await request.get(`/demo/product/${product.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain(product.name.replaceAll('&', '&amp;'));
    expect(root).toContain(`₹${product.sellingPrice.toFixed(2)}`);
    expect(root).toContain('Sharma General Store');
    // A page behind the login guard is the browser's to render.
    const cart = await (await request.get('/demo/cart')).text();
    expect(cart).toContain('<div id="root"></div>');
  });

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`hydration at ${viewport.width} px keeps the server's DOM and asks for nothing the HTML carried`, async ({
      page,
      request,
    }) => {
      const { categoryId, product, word } = await demoPages(request);
      await page.setViewportSize(viewport);
      const requests = recordApiRequests(page);
      for (const path of [
        `/demo/category/${categoryId}`,
        `/demo/product/${product.id}`,
        `/demo/search?query=${word}`,
        '/demo/privacypolicy',
        '/demo/login',
        '/demo/no-such-page',
      ]) {
        const server = await serverMarkup(page, request, path);
        expect(server, path).not.toBe('');
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: the app answers clicks (the toast container mounts only once the app runs).
        await expect(page.locator('.Toastify')).toHaveCount(1);
        expect(await hydratedMarkup(page), path).toBe(server);
      }
      // Home too, where the banner carousel takes over its slides once its chunk arrives (its own styles).
      await page.goto('/demo', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
      expect(requests).toEqual([]);
    });
  }

  test('the page carries its style sheets: none is fetched before the first paint, nor again by the app', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/demo', { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const written = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1]);
    expect(written.length).toBeGreaterThan(1);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
    // The page is styled from its own <style> elements (the top bar has its colour), and the app asked for
    // none of the sheets the HTML already carried.
    await expect(page.locator('header').first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(sheets.filter((sheet) => written.includes(sheet))).toEqual([]);
  });

  test("a page opened with another address's HTML (as an offline copy can be) is rendered afresh", async ({
    page,
    request,
  }) => {
    const { product } = await demoPages(request);
    const home = await (await request.get('/demo')).text();
    await page.route(`**/demo/product/${product.id}`, (route) =>
      route.fulfill({ body: home, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto(`/demo/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Products' })).toHaveCount(0);
    await expect(page.locator('.app')).toHaveCount(1);
  });

  test('a signed-in shopper sees their own top bar after hydrating a server-rendered page', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await login('demo');
    const html = await (await page.request.get('/demo')).text();
    // The server knows no shopper: its HTML offers "Log in"; the app, once it runs, knows better.
    expect(html).toContain('aria-label="Log in"');
    await page.goto('/demo');
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper reads home, follows a category to a product and searches', async ({ page, request }) => {
    const { product, word } = await demoPages(request);
    await page.setViewportSize(viewports.mobile);
    await page.goto('/demo');
    // (Text inside <noscript> is not what role and text locators look at.)
    await expect(page.locator('.noscript-note')).toContainText('To log in, fill your cart and check out');
    await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
    await snapshot(page, 'no-script-home-375', { fullPage: false });

    await page.getByRole('link', { name: 'See more products' }).click();
    await expect(page).toHaveURL(/\/demo\/category$/);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/demo/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`₹${product.sellingPrice.toFixed(2)}`).first()).toBeVisible();
    await snapshot(page, 'no-script-product-375', { fullPage: false });

    // The search box submits by itself: to the store's search page.
    await page.getByRole('combobox', { name: 'Search products' }).fill(word);
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/demo/search\\?query=${word}$`));
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'no-script-search-1280', { fullPage: false });
  });

  test("a light theme's discount ribbons read in dark text with no script to set it", async ({ page }) => {
    // The dairy's butter yellow stays light even at its darkest shade: the server's theme names the dark text.
    await page.goto('/demo-dairy/category');
    await expect(page.locator('.product-card__ribbon').first()).toHaveCSS('color', 'rgb(21, 23, 27)');
    await page.goto('/demo/category');
    await expect(page.locator('.product-card__ribbon').first()).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});
