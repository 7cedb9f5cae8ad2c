import { and, eq } from 'drizzle-orm';
import { formatRupees } from '@haat/contract/format';
import { describe, expect, it } from 'vitest';
import { productPageSchema } from '@haat/contract/catalogue/catalogue.schemas';
import { storeBootstrapSchema } from '@haat/contract/stores/stores.schemas';
import { products } from '#src/db/schema/catalogue.ts';
import { createStore, fixtureWebDistDir } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { absoluteUrl, DESCRIPTION_MAX_CHARS, productMeta, productTitle } from './storefront.meta.ts';
import { resolveStorefrontPage, type StorefrontSettings } from './storefront.service.ts';

const context = await createTestApp({ webDistDir: fixtureWebDistDir, sharedHosts: ['localhost'], trustProxy: true });
const { app } = context;
const store = await createStore(context, (doc) => {
  doc.store.name = 'Green "Basket" & Co';
  doc.store.domains = ['shop.green.example'];
});
const other = await createStore(context);

const page = (url: string, host = 'localhost:8080', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function shownProduct(storeId: string, name: string) {
  const response = await app.inject({ method: 'GET', url: `/api/products?storeId=${storeId}` });
  const product = productPageSchema.parse(response.json()).products.find((item) => item.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

const milk = await shownProduct(store.storeId, 'Toned Milk');

describe('GET /{store}/product/{id} (the product in the bootstrap)', () => {
  it("writes the shown product into the bootstrap as its own API answers it; another store's none", async () => {
    const bootstrapOf = (html: string) => {
      const match = /<script type="application\/json" id="haat-bootstrap">(.*?)<\/script>/.exec(html);
      return storeBootstrapSchema.parse(JSON.parse(match![1]!));
    };
    const answer = await app.inject({ method: 'GET', url: `/api/products/${milk.id}?storeId=${store.storeId}` });
    const own = bootstrapOf((await page(`/${store.friendlyId}/product/${milk.id}`)).body);
    expect(own.product).toEqual(answer.json());
    const foreign = bootstrapOf((await page(`/${other.friendlyId}/product/${milk.id}`)).body);
    expect(foreign.product).toBeUndefined();
  });
});

describe('GET /{store}/product/{id} (link previews)', () => {
  it("writes the product's title, description and image into the page", async () => {
    const response = await page(`/${store.friendlyId}/product/${milk.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Nandini Toned Milk | Green &quot;Basket&quot; &amp; Co</title>');
    expect(meta(html, 'og:title')).toBe('Nandini Toned Milk | Green &quot;Basket&quot; &amp; Co');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'description')).toMatch(
      /^₹\d+\.\d{2} for .+ at Green &quot;Basket&quot; &amp; Co\. Pasteurised toned milk\.$/,
    );
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    // The store has a domain of its own: that is where its pages are canonical, whichever host was asked.
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/shop\.green\.example\/files\/.+\.svg$/);
    expect(meta(html, 'og:url')).toBe(`http://shop.green.example/product/${milk.id}`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.green.example/product/${milk.id}">`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // One description only: the template's generic one is replaced.
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('uses the address the shopper asked for behind a proxy, and works on a store domain', async () => {
    const response = await page(`/product/${milk.id}`, '10.0.0.5', {
      'x-forwarded-host': 'shop.green.example',
      'x-forwarded-proto': 'https',
    });
    expect(meta(response.body, 'og:url')).toBe(`https://shop.green.example/product/${milk.id}`);
    expect(meta(response.body, 'og:image')).toMatch(/^https:\/\/shop\.green\.example\/files\//);
  });

  it("previews the store for another store's product, a hidden product or an unknown id", async () => {
    const [hidden] = await context.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, store.storeId), eq(products.name, 'Hidden Paneer')));
    const foreign = await shownProduct(other.storeId, 'Toned Milk');
    for (const id of [foreign.id, hidden!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const html = (await page(`/${store.friendlyId}/product/${id}`)).body;
      expect(html, id).toContain('<title>Green &quot;Basket&quot; &amp; Co</title>');
      expect(meta(html, 'og:type'), id).toBe('website');
      expect(html, id).not.toContain('Paneer');
    }
  });

  it('gives every other store page the store preview', async () => {
    const html = (await page(`/${store.friendlyId}/category`)).body;
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:site_name')).toBe('Green &quot;Basket&quot; &amp; Co');
    expect(meta(html, 'description')).toContain('Order groceries and daily essentials online from');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/shop\.green\.example\/files\/.+logo/);
  });
});

describe('the canonical address of a store page', () => {
  const settings: StorefrontSettings = { sharedHosts: ['localhost'], publicUrl: undefined, production: false };
  const resolve = (overrides: Partial<StorefrontSettings>, path = `/${other.friendlyId}`) =>
    resolveStorefrontPage(
      context.database.db,
      { hostname: 'localhost', path, query: '', secure: false, origin: 'http://localhost:8301', requestedLocale: null },
      { ...settings, ...overrides },
      () => (_key, read) => read(),
    );
  const urlOf = async (overrides: Parameters<typeof resolve>[0], path?: string) => {
    const page = await resolve(overrides, path);
    return page.kind === 'store' ? ((await page.head()).meta?.url ?? null) : page.kind;
  };

  it('is the store domain if it has one, else PUBLIC_URL, else (development only) the asked origin', async () => {
    expect(await urlOf({}, `/${store.friendlyId}/cart`)).toBe('http://shop.green.example/cart');
    expect(await urlOf({ production: true }, `/${store.friendlyId}/cart`)).toBe('https://shop.green.example/cart');
    expect(await urlOf({ publicUrl: 'https://haat.example/' })).toBe(`https://haat.example/${other.friendlyId}/`);
    expect(await urlOf({ production: true, publicUrl: 'https://haat.example' })).toBe(
      `https://haat.example/${other.friendlyId}/`,
    );
    expect(await urlOf({})).toBe(`http://localhost:8301/${other.friendlyId}/`);
    // Production without PUBLIC_URL: no canonical link, no og:url, rather than one the request chose.
    expect(await urlOf({ production: true })).toBeNull();
  });

  it('never carries a hostile Host header, which is refused before the page is built', async () => {
    for (const host of ['127.0.0.1:1@evil.example', 'localhost:8080"><x', 'localhost:8080/evil']) {
      const response = await page(`/${other.friendlyId}/product/${milk.id}`, host);
      expect(response.statusCode, host).toBe(400);
      expect(response.body, host).not.toContain('evil');
      expect(response.body, host).not.toContain('"><x');
    }
  });
});

describe('storefront meta helpers', () => {
  it('makes stored paths absolute and leaves absolute addresses alone', () => {
    expect(absoluteUrl('https://a.example', '/files/x.png')).toBe('https://a.example/files/x.png');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('titles a product by brand and name, then the store', () => {
    expect(productTitle({ brand: 'Amul', name: 'Butter' }, 'Shop')).toBe('Amul Butter | Shop');
    expect(productTitle({ brand: null, name: 'Butter' }, 'Shop')).toBe('Butter | Shop');
  });

  it("writes the description in the page's language, the pack size as a Hindi reader says it", () => {
    const result = productMeta(milk, 'Shop', 'http://x.example', 'http://x.example/p', 'hi');
    const variant = milk.variants[0]!;
    expect(result.description.startsWith(`Shop पर ${variant.weight} `)).toBe(true);
    expect(result.description).toContain(`सिर्फ़ ${formatRupees(variant.sellingPrice)} में।`);
    expect(result.locale).toBe('hi');
  });

  it('cuts a long description at DESCRIPTION_MAX_CHARS with an ellipsis, and falls back to the thumbnail', () => {
    const long = {
      ...milk,
      description: 'Fresh. '.repeat(100),
      variants: [{ ...milk.variants[0]!, imagePathList: [] }],
    };
    const result = productMeta(
      { ...long, thumbnail: '/files/t.png' },
      'Shop',
      'http://x.example',
      'http://x.example/p',
      'en',
    );
    expect(result.description).toHaveLength(DESCRIPTION_MAX_CHARS);
    expect(result.description.endsWith('…')).toBe(true);
    expect(result.image).toBe('http://x.example/files/t.png');
  });
});
