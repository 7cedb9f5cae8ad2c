import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALSO_LIKE_PAGE_SIZE, popularProductsSize } from '@haat/contract/constants';
import { messagesAddress } from '@haat/contract/i18n/messages-address';
import { catalogues, translate } from '@haat/contract/i18n/translate';
import { shownScreens } from '@haat/contract/storefront/storefront-pages';
import { storeBootstrapSchema } from '@haat/contract/stores/stores.schemas';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { createStore, fixtureWebDistDir } from '#src/testing/factories.ts';
import { SCRIPT_LOADER, type PageScripts } from './storefront.scripts.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const context = await createTestApp({
  webDistDir: fixtureWebDistDir,
  sharedHosts: ['localhost', '127.0.0.1', 'haat.example'],
  trustProxy: true,
});
const { app } = context;
const store = await createStore(context, (doc) => {
  doc.store.name = 'Green <Basket> & Co';
  doc.store.domains = ['shop.green.example'];
});
const other = await createStore(context, (doc) => {
  doc.store.theme.primaryColor = '#aa0000';
});

const page = (url: string, host = 'localhost:8080') => app.inject({ method: 'GET', url, headers: { host } });

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];

/** The scripts the page's loader starts after the first paint (storefront.scripts.ts). */
function scriptsOf(html: string): PageScripts | null {
  const match = /<script type="application\/json" id="haat-scripts">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as PageScripts) : null;
}

function bootstrapOf(html: string) {
  const match = /<script type="application\/json" id="haat-bootstrap">(.*?)<\/script>/.exec(html);
  return match ? storeBootstrapSchema.parse(JSON.parse(match[1]!)) : null;
}

describe('the storefront on the shared host', () => {
  it("answers /{friendlyId} with the store's title, favicon, colours and bootstrap", async () => {
    const response = await page(`/${store.friendlyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Green &lt;Basket&gt; &amp; Co</title>');
    expect(html).toMatch(/<link rel="icon" href="\/files\/stores\/[^"]+\/favicon\.[0-9a-f]{12}\.svg">/);
    expect(html).toContain('--color-primary-500:#1e7a46');
    expect(html).toContain('--color-neutral-900:');
    const bootstrap = bootstrapOf(html)!;
    expect(bootstrap.basePath).toBe(`/${store.friendlyId}`);
    expect(bootstrap.lookup).toMatchObject({
      orgId: store.orgId,
      store: { id: store.storeId, name: 'Green <Basket> & Co' },
    });
    expect(bootstrap.config.storeWebTheme.primaryColor).toBe('#1e7a46');
    expect(html).not.toContain('Green <Basket>');
  });

  it("writes home's active banners into the bootstrap and preloads the first; other pages carry none", async () => {
    const home = await page(`/${store.friendlyId}`);
    const banners = (
      await app.inject({ method: 'GET', url: `/api/store-banners?isActive=true&storeId=${store.storeId}` })
    ).json() as { bannerPath: string }[];
    expect(banners.length).toBeGreaterThan(0);
    expect(bootstrapOf(home.body)?.banners).toEqual(banners);
    const categories = (
      await app.inject({ method: 'GET', url: `/api/categories?storeId=${store.storeId}` })
    ).json() as unknown[];
    expect(bootstrapOf(home.body)?.categories).toEqual(categories);
    expect(home.body).toContain(`<link rel="preload" as="image" href="${banners[0]!.bannerPath}"`);
    const cart = await page(`/${store.friendlyId}/cart`);
    expect(bootstrapOf(cart.body)?.banners).toBeUndefined();
    // The footer lists categories on every page.
    expect(bootstrapOf(cart.body)?.categories).toEqual(categories);
    expect(cart.body).not.toContain('rel="preload" as="image"');
  });

  it("writes a category listing's first page into the bootstrap and preloads its first photo", async () => {
    const categories = (
      await app.inject({ method: 'GET', url: `/api/categories?storeId=${store.storeId}` })
    ).json() as { id: string }[];
    const [category] = categories;
    const expected = (
      await app.inject({
        method: 'GET',
        url: `/api/products?storeId=${store.storeId}&categoryId=${category!.id}&page=1&size=30`,
      })
    ).json() as { products: { thumbnail: string | null; variants: { imagePathList: string[] }[] }[] };
    const listing = bootstrapOf((await page(`/${store.friendlyId}/category/${category!.id}`)).body)?.listing;
    expect(listing).toEqual({ categoryId: category!.id, firstPage: expected });
    expect(bootstrapOf((await page(`/${store.friendlyId}/category`)).body)?.categories).toEqual(categories);
    const all = await page(`/${store.friendlyId}/category`);
    expect(bootstrapOf(all.body)?.listing?.categoryId).toBeUndefined();
    expect(bootstrapOf(all.body)?.listing?.firstPage.products.length).toBeGreaterThan(0);
    const first = bootstrapOf(all.body)!.listing!.firstPage.products[0]!;
    const photo = first.variants[0]?.imagePathList[0] ?? first.thumbnail;
    expect(photo).toBeTruthy();
    expect(all.body).toContain(`<link rel="preload" as="image" href="${photo}"`);
    // An unknown category: nothing written, the app says Not Found, and the server 404.
    const unknown = await page(`/${store.friendlyId}/category/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(bootstrapOf(unknown.body)?.listing).toBeUndefined();
  });

  it("preloads a search's first result's photo, its largest image", async () => {
    const search = await page(`/${store.friendlyId}/search?query=milk`);
    const first = bootstrapOf(search.body)?.search?.firstPage.products[0];
    expect(first).toBeDefined();
    const photo = first!.variants[0]?.imagePathList[0] ?? first!.thumbnail;
    expect(search.body).toContain(`<link rel="preload" as="image" href="${photo}"`);
  });

  it('answers every screen of the page table under the store with its page, matched as the app matches them', async () => {
    const [category] = (
      await app.inject({ method: 'GET', url: `/api/categories?storeId=${store.storeId}` })
    ).json() as { id: string }[];
    const { products } = (
      await app.inject({ method: 'GET', url: `/api/products?storeId=${store.storeId}&page=1&size=1` })
    ).json() as { products: { id: string }[] };
    // Every screen of the page table, its product and category the store's own, its other ids any.
    const ids: Record<string, string> = { productId: products[0]!.id, categoryId: category!.id };
    const tableScreens = shownScreens().map((screen) =>
      screen.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? 'any'),
    );
    for (const path of [
      ...tableScreens,
      '/',
      '/category?y=1',
      `/category/${category!.id}/`,
      `/product/${products[0]!.id.toUpperCase()}`,
      '/search?query=milk',
      '/login',
      '/cart',
      '/account',
      '/account/orders/',
      '/order/any-order/true',
      '/order/any-order/status?paymentTransactionId=x',
      '/subscription/any-product',
      '/PrivacyPolicy',
      '/refundPolicy',
      '/termsconditions',
      '/shippingPolicy',
      '/console',
      '/console/orders/any-order',
    ]) {
      const url = `/${store.friendlyId.toUpperCase()}${path}`;
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(bootstrapOf(response.body)?.lookup.store.id, url).toBe(store.storeId);
    }
  });

  // The same page as a found one (the app says Not Found), but not a 200 a crawler or a scanner takes for a page.
  it('answers an unknown path, product or category under a store with its page and 404, and keeps none', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const [path, host] of [
      [`/${store.friendlyId}/backup.sql`, 'localhost:8080'],
      [`/${store.friendlyId}/.env`, 'localhost:8080'],
      [`/${store.friendlyId}/product/${unknownId}`, 'localhost:8080'],
      [`/${store.friendlyId}/product/not-a-uuid`, 'localhost:8080'],
      [`/${store.friendlyId}/category/${unknownId}`, 'localhost:8080'],
      [`/${store.friendlyId}/category/x?y=1`, 'localhost:8080'],
      [`/${store.friendlyId}/category/a/b`, 'localhost:8080'],
      [`/${store.friendlyId}/account/nothing`, 'localhost:8080'],
      [`/${store.friendlyId}/console/nothing`, 'localhost:8080'],
      ['/wp-login.php', 'shop.green.example'],
      [`/product/${unknownId}`, 'shop.green.example'],
    ] as const) {
      for (const attempt of ['first', 'again']) {
        const response = await page(path, host);
        expect(response.statusCode, `${path} ${attempt}`).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(bootstrapOf(response.body)?.lookup.store.id, path).toBe(store.storeId);
        expect(response.body).toMatch(/<\/body>\s*<\/html>\s*$/);
      }
      expect(app.publicReads.keptPage(`http://${host}${path} `), path).toBeUndefined();
    }
  });

  it("answers the shop's console on the shared host and on the store's own domain with the app's page", async () => {
    for (const [path, host] of [
      [`/${store.friendlyId}/console`, 'localhost:8080'],
      ['/console/cash', 'shop.green.example'],
    ] as const) {
      const response = await page(path, host);
      expect(response.statusCode, path).toBe(200);
      expect(bootstrapOf(response.body)?.lookup.store.id, path).toBe(store.storeId);
    }
  });

  it('answers a product shown after its 404 with its page', async () => {
    const shop = await createStore(context);
    const { products } = (
      await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}&page=1&size=1` })
    ).json() as { products: { id: string; name: string }[] };
    const product = products[0]!;
    const url = `/${shop.friendlyId}/product/${product.id}`;
    const { db } = context.database;
    await db.execute(sql`UPDATE products SET is_shown = false WHERE id = ${product.id}`);
    expect((await page(url)).statusCode).toBe(404);
    await db.execute(sql`UPDATE products SET is_shown = true WHERE id = ${product.id}`);
    // Shown again as a store import shows it: it tells the cache the store changed.
    app.publicReads.invalidateStore(shop.storeId);
    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    expect(bootstrapOf(shown.body)?.product?.name).toBe(product.name);
  });

  it('gives each store its own colours', async () => {
    expect((await page(`/${other.friendlyId}`)).body).toContain('--color-primary-500:#aa0000');
  });

  it('answers an unknown store with the plain page and 404', async () => {
    for (const url of ['/no-such-store', '/no-such-store/product/1', '/x', '/%3Cscript%3E']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Haat</title>');
      expect(response.body).not.toContain('__HAAT_BOOTSTRAP__=');
    }
  });

  it('answers / with the plain page (the store-id box) and 200', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Haat</title>');
    expect(bootstrapOf(response.body)).toBeNull();
  });
});

describe("the server's render of a store page", () => {
  const api = async <T>(url: string) => (await app.inject({ method: 'GET', url })).json() as T;

  it("places the renderer's markup in the root, for the address asked", async () => {
    const { products } = await api<{ products: { id: string; name: string }[] }>(
      `/api/products?storeId=${store.storeId}&page=1&size=1`,
    );
    const product = products[0]!;
    const response = await page(`/${store.friendlyId}/product/${product.id}?from=share&x=%22`);
    const url = `/${store.friendlyId}/product/${product.id}?from=share&amp;x=%22`;
    expect(response.body).toContain(`<div id="root" data-rendered-for="${url}">`);
    expect(rootOf(response.body)).toBe(`<main data-url="${url}">${product.name}</main>`);
    expect(rootOf((await page(`/${store.friendlyId}`)).body)).toContain('Green &lt;Basket&gt; &amp; Co');
  });

  it('starts the scripts after the first paint: the loader names them, the CSP allows the loader by its hash', async () => {
    const response = await page(`/${store.friendlyId}`);
    const html = response.body;
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(scriptsOf(html)).toEqual({
      entry: '/assets/index-abc123.js',
      modules: [],
      fetches: [messagesAddress('en')],
    });
    expect(html).toContain(`<script>${SCRIPT_LOADER}</script>`);
    const hash = createHash('sha256').update(SCRIPT_LOADER, 'utf8').digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('writes the style sheets into the page: nothing to wait for before the first paint', async () => {
    const html = (await page(`/${store.friendlyId}`)).body;
    const rules = readFileSync(path.join(fixtureWebDistDir, 'assets/index-abc123.css'), 'utf8');
    expect(html).toContain(`<style>${rules}</style><link rel="stylesheet" href="/assets/index-abc123.css" disabled>`);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it('leaves the root empty for a screen the browser renders, and for one that fails to render', async () => {
    expect(rootOf((await page(`/${store.friendlyId}/cart`)).body)).toBe('');
    // The stand-in renderer fails on any address naming /render-fails.
    const failing = await page(`/${store.friendlyId}/order/render-fails/true`);
    expect(failing.statusCode).toBe(200);
    expect(rootOf(failing.body)).toBe('');
    expect(bootstrapOf(failing.body)?.lookup.store.id).toBe(store.storeId);
  });

  it('keeps a rendered page as public reads are kept, until the store changes', async () => {
    const url = `/${other.friendlyId}/privacypolicy`;
    const first = await page(url);
    await context.database.db.execute(sql`UPDATE stores SET name = 'Renamed Store' WHERE id = ${other.storeId}`);
    expect((await page(url)).body).toBe(first.body);
    app.publicReads.invalidateStore(other.storeId);
    expect(rootOf((await page(url)).body)).toContain('Renamed Store');
  });

  it("reads what a store's pages share once for them all, and each page's own product anew, until the store changes", async () => {
    const shop = await createStore(context, (doc) => {
      const [milk] = doc.products;
      doc.products.push({
        ...milk!,
        name: 'Buffalo Milk',
        variants: milk!.variants.map((variant) => ({ ...variant, sku: `${variant.sku}-buffalo` })),
      });
    });
    const listed = (
      await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}&page=1&size=30` })
    ).json() as { products: { id: string; name: string }[] };
    const idOf = (name: string) => listed.products.find((product) => product.name === name)!.id;
    const productPage = async (name: string) =>
      bootstrapOf((await page(`/${shop.friendlyId}/product/${idOf(name)}`)).body)!;
    const { db } = context.database;

    const first = await productPage('Toned Milk');
    expect(first.productPages?.[0]?.page.products.map((product) => product.name)).toContain('Buffalo Milk');
    // Changed behind the cache's back: nothing tells it, as when another server's change is still on its way.
    await db.execute(sql`UPDATE categories SET name = 'Milk & Curd' WHERE store_id = ${shop.storeId}`);
    await db.execute(sql`UPDATE products SET name = 'Buffalo Milk A2' WHERE id = ${idOf('Buffalo Milk')}`);
    context.resetQueryCount();
    const second = await productPage('Buffalo Milk');
    // A page not kept reads its store and its own product, and shares the rest with the first: its domains,
    // categories, announcement bar and "You may also like" (6 statements, before they were shared).
    expect(context.queryCount()).toBe(2);
    expect(second.product?.name).toBe('Buffalo Milk A2');
    expect(second.categories).toEqual(first.categories);
    expect(second.productPages).toEqual(first.productPages);

    app.publicReads.invalidateStore(shop.storeId);
    const listing = bootstrapOf((await page(`/${shop.friendlyId}/category`)).body)!;
    expect(listing.categories?.map((category) => category.name)).toEqual(['Milk & Curd', 'Milk & Curd']);
    expect(listing.listing?.firstPage.products.map((product) => product.name)).toContain('Buffalo Milk A2');
  });

  it('sends a page it has not kept in parts, compressed as asked, alike to the page it then keeps', async () => {
    const urls = ['shippingPolicy', 'termsconditions', 'privacypolicy'].map((path) => `/${store.friendlyId}/${path}`);
    const encodings = ['gzip, deflate, br', 'gzip', undefined];
    const streamed = await Promise.all(
      urls.map((url, index) =>
        app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost:8080', ...(encodings[index] ? { 'accept-encoding': encodings[index] } : {}) },
        }),
      ),
    );
    const bodies = [
      brotliDecompressSync(streamed[0]!.rawPayload).toString(),
      gunzipSync(streamed[1]!.rawPayload).toString(),
      streamed[2]!.body,
    ];
    expect(streamed.map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    for (const [index, response] of streamed.entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // Its ETag is known once it is whole: a page sent in parts carries none.
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
      expect(bodies[index]).toBe((await page(urls[index]!)).body);
    }
    expect(bodies[0]).toContain('<title>Green &lt;Basket&gt; &amp; Co</title>');
    expect(bootstrapOf(bodies[2]!)?.policies).toBeDefined();
  });

  it('ends a page whose data cannot be read as the build wrote it, for the browser to read the store, and keeps nothing', async () => {
    const { db } = context.database;
    const url = `/${other.friendlyId}`;
    // Home reads the FAQs after its store is found: that read now fails, as on a database gone away.
    await db.execute(sql`ALTER TABLE faqs RENAME TO faqs_away`);
    const failed = await page(url).finally(() => db.execute(sql`ALTER TABLE faqs_away RENAME TO faqs`));
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('--color-primary-500:#aa0000');
    expect(bootstrapOf(failed.body)).toBeNull();
    expect(rootOf(failed.body)).toBe('');
    expect(failed.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(failed.body).toMatch(/<\/body>\s*<\/html>\s*$/);
    const key = `http://localhost:8080${url} `;
    expect(app.publicReads.keptPage(key)).toBeUndefined();
    expect(bootstrapOf((await page(url)).body)?.faqs).toBeDefined();
    expect(app.publicReads.keptPage(key)).toBeDefined();
  });

  it('sends a kept page in the encoding asked for, with its ETag and Vary, and 304 when the client has it', async () => {
    const url = `/${store.friendlyId}/refundpolicy`;
    await page(url);
    const plain = await page(url);
    const asked = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
    const kept = await asked({ 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(plain.body);
    const gzipped = await asked({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    for (const response of [plain, kept, gzipped]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    expect(kept.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    const again = await asked({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('writes what home shows into the bootstrap: announcement, Popular Products, testimonials and FAQs', async () => {
    const bootstrap = bootstrapOf((await page(`/${store.friendlyId}`)).body)!;
    const scope = `storeId=${store.storeId}`;
    const size = popularProductsSize(bootstrap.config.storeWebTheme.gridHomePage);
    expect(bootstrap.productPages).toEqual([{ size, page: await api(`/api/products?${scope}&page=1&size=${size}`) }]);
    expect(bootstrap.announcementBars).toEqual(
      await api(`/api/store-customization/${store.storeId}/announcement-bars`),
    );
    expect(bootstrap.testimonials).toEqual(await api(`/api/store-customization/${store.storeId}/testimonials`));
    expect(bootstrap.faqs).toEqual(await api(`/api/faqs/${store.storeId}`));
  });

  it("writes a product's \"You may also like\", a policy page's policies and a search's first page", async () => {
    const scope = `storeId=${store.storeId}`;
    const { products } = await api<{ products: { id: string; categoryId: string }[] }>(
      `/api/products?${scope}&page=1&size=1`,
    );
    const product = products[0]!;
    const productPage = bootstrapOf((await page(`/${store.friendlyId}/product/${product.id}`)).body)!;
    expect(productPage.productPages).toEqual([
      {
        categoryId: product.categoryId,
        size: ALSO_LIKE_PAGE_SIZE,
        page: await api(`/api/products?${scope}&categoryId=${product.categoryId}&page=1&size=${ALSO_LIKE_PAGE_SIZE}`),
      },
    ]);
    const policies = bootstrapOf((await page(`/${store.friendlyId}/privacypolicy`)).body)!.policies;
    expect(policies).toEqual(await api(`/api/stores/${store.storeId}/policies`));

    const params = 'query=%20Milk&sortBy=sellingPrice&sortOrder=DESC&minSellingPrice=10';
    const search = bootstrapOf((await page(`/${store.friendlyId}/search?${params}`)).body)!.search;
    expect(search?.params).toBe(params);
    expect(search?.firstPage).toEqual(
      await api(
        `/api/search/products?${scope}&query=Milk&sortBy=sellingPrice&sortOrder=DESC&minSellingPrice=10&page=1&size=30`,
      ),
    );
    expect(search?.firstPage.products.length).toBeGreaterThan(0);
  });

  it('writes no search the API would refuse, and none without a query', async () => {
    for (const params of ['query=', 'categoryIds=not-an-id&query=paneer', '']) {
      const bootstrap = bootstrapOf((await page(`/${store.friendlyId}/search?${params}`)).body)!;
      expect(bootstrap.search, params).toBeUndefined();
    }
  });
});

describe('the storefront on a store domain', () => {
  it('resolves the store from the Host header, with an empty basePath', async () => {
    const response = await page('/category', 'Shop.Green.Example:443');
    expect(response.statusCode).toBe(200);
    const bootstrap = bootstrapOf(response.body)!;
    expect(bootstrap.lookup.store.id).toBe(store.storeId);
    expect(bootstrap.basePath).toBe('');
  });

  it('resolves the domain from X-Forwarded-Host behind a proxy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: '10.0.0.5', 'x-forwarded-host': 'shop.green.example' },
    });
    expect(bootstrapOf(response.body)?.lookup.store.id).toBe(store.storeId);
  });

  it('answers 404 with the plain page for a domain no store has', async () => {
    const response = await page('/', 'unknown.example');
    expect(response.statusCode).toBe(404);
    expect(bootstrapOf(response.body)).toBeNull();
  });

  it('treats a configured shared host like localhost', async () => {
    const response = await page(`/${store.friendlyId}`, 'haat.example');
    expect(bootstrapOf(response.body)?.basePath).toBe(`/${store.friendlyId}`);
  });
});

describe('static files of the built app', () => {
  it('serves /assets/* with immutable caching', async () => {
    const response = await page('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the top-level files of dist (favicon, robots.txt) on any host', async () => {
    expect((await page('/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await page('/robots.txt', 'shop.green.example')).statusCode).toBe(200);
  });

  it('leaves /api, /files, /assets and /healthz to their own routes', async () => {
    expect((await page('/api/nothing')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await page('/api')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await page('/assets/missing.js')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await page('/files/nothing.png')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await page('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/${store.friendlyId}`, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the language of a store page', () => {
  const pageIn = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
  const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

  it("is the shopper's saved choice, over what the browser prefers", async () => {
    const response = await pageIn(`/${store.friendlyId}/category`, {
      cookie: 'other=1; haat_lang=hi',
      'accept-language': 'en-IN,en;q=0.9',
    });
    expect(langOf(response.body)).toBe('hi');
    expect(bootstrapOf(response.body)?.locale).toBe('hi');
    expect(scriptsOf(response.body)?.fetches).toEqual([messagesAddress('hi')]);
    expect(response.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
  });

  it('writes the head and the note for visitors without JavaScript in that language', async () => {
    const hindi = (await pageIn(`/${store.friendlyId}/category`, { cookie: 'haat_lang=hi' })).body;
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN">');
    expect(hindi).toContain(`<p class="noscript-note">${translate('hi', 'page.noscript')}</p>`);
    expect(hindi).toMatch(/<meta name="description" content="[^"]+ से किराना और रोज़मर्रा का सामान ऑनलाइन मँगाएँ।">/);
    const english = (await pageIn(`/${store.friendlyId}/category`, {})).body;
    expect(english).toContain('<meta property="og:locale" content="en_IN">');
    expect(english).toContain(`<p class="noscript-note">${translate('en', 'page.noscript')}</p>`);
  });

  it("follows the browser's preferred languages without a choice, and the store's default otherwise", async () => {
    const hindi = await pageIn(`/${store.friendlyId}/category`, { 'accept-language': 'fr;q=1, hi-IN;q=0.8' });
    expect(langOf(hindi.body)).toBe('hi');
    const neither = await pageIn(`/${store.friendlyId}/category`, { cookie: 'haat_lang=fr', 'accept-language': 'fr' });
    expect(langOf(neither.body)).toBe('en');
    expect(bootstrapOf(neither.body)?.locale).toBe('en');
  });

  it("writes the store's own texts in that language where the store has them, else as written", async () => {
    const translated = await createStore(context, (doc) => {
      doc.categories[0]!.translations = { hi: { name: 'डेयरी' } };
      doc.products![0]!.translations = { hi: { name: 'टोंड दूध' } };
      doc.faqs[0]!.translations = { hi: { q: 'क्या आप रविवार को डिलीवरी करते हैं?' } };
    });
    const home = async (locale: string) =>
      bootstrapOf((await pageIn(`/${translated.friendlyId}`, { cookie: `haat_lang=${locale}` })).body)!;
    const hindi = await home('hi');
    expect(hindi.categories?.map((category) => category.name)).toEqual(['डेयरी', 'Staples']);
    expect(hindi.productPages?.[0]?.page.products.map((product) => product.name)).toContain('टोंड दूध');
    expect(hindi.faqs?.faqs[0]).toEqual({ q: 'क्या आप रविवार को डिलीवरी करते हैं?', a: 'Yes, every day.' });
    const english = await home('en');
    expect(english.categories?.map((category) => category.name)).toEqual(['Dairy', 'Staples']);
    const milk = english.productPages?.[0]?.page.products.find((product) => product.name === 'Toned Milk');
    expect(milk).toBeDefined();
    const productPage = await pageIn(`/${translated.friendlyId}/product/${milk!.id}`, { cookie: 'haat_lang=hi' });
    expect(bootstrapOf(productPage.body)?.product?.name).toBe('टोंड दूध');
    expect(productPage.body).toContain('<title>Nandini टोंड दूध | ');
    expect(rootOf(productPage.body)).toContain('>टोंड दूध</main>');
  });

  it("shows a banner's Hindi art and alt text on a Hindi page, preloading it, and the English on an English one", async () => {
    const bilingual = await createStore(context, (doc) => {
      doc.banners[0] = {
        image: 'banner-1.svg',
        isActive: true,
        alt: 'Fresh vegetables',
        translations: { hi: { alt: 'ताज़ा सब्ज़ियाँ', image: 'banner-2.svg' } },
      };
    });
    const home = (locale: string) => pageIn(`/${bilingual.friendlyId}`, { cookie: `haat_lang=${locale}` });
    const hindi = await home('hi');
    const [hindiBanner] = bootstrapOf(hindi.body)!.banners!;
    expect(hindiBanner).toMatchObject({
      alt: 'ताज़ा सब्ज़ियाँ',
      bannerPath: expect.stringMatching(/\/banner-2\.[0-9a-f]+\.svg$/),
    });
    expect(hindi.body).toContain(`<link rel="preload" as="image" href="${hindiBanner!.bannerPath}"`);
    const english = await home('en');
    const [englishBanner] = bootstrapOf(english.body)!.banners!;
    expect(englishBanner).toMatchObject({
      alt: 'Fresh vegetables',
      bannerPath: expect.stringMatching(/\/banner-1\.[0-9a-f]+\.svg$/),
    });
    expect(english.body).toContain(`<link rel="preload" as="image" href="${englishBanner!.bannerPath}"`);
    // The API answers the same, by the language the storefront asks in.
    const banners = (locale: string) =>
      app.inject({
        method: 'GET',
        url: `/api/store-banners?storeId=${bilingual.storeId}&isActive=true`,
        headers: { 'accept-language': locale },
      });
    expect((await banners('hi')).json()[0].bannerPath).toBe(hindiBanner!.bannerPath);
    expect((await banners('en')).json()[0].bannerPath).toBe(englishBanner!.bannerPath);
  });

  it('keeps one page per language: a kept Hindi page is never answered to an English visitor', async () => {
    const url = `/${store.friendlyId}/shippingPolicy`;
    const hindi = await pageIn(url, { cookie: 'haat_lang=hi' });
    const english = await pageIn(url, { cookie: 'haat_lang=en' });
    expect(langOf(hindi.body)).toBe('hi');
    expect(langOf(english.body)).toBe('en');
    expect(langOf((await pageIn(url, { cookie: 'haat_lang=hi' })).body)).toBe('hi');
  });
});

describe('GET /api/messages/{locale}', () => {
  it("answers a language's compiled messages, kept for a year when asked with this release's version", async () => {
    const response = await app.inject({ method: 'GET', url: messagesAddress('hi') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.json()).toEqual(catalogues.hi);
    expect(response.json()['cart.added']).toEqual(['सामान कार्ट में जुड़ गया']);
  });

  it('answers any other version fresh, and refuses a language we do not have', async () => {
    const old = await app.inject({ method: 'GET', url: '/api/messages/en?v=0123456789ab' });
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.json()).toEqual(catalogues.en);
    const unknown = await app.inject({ method: 'GET', url: '/api/messages/fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('locale');
  });
});
