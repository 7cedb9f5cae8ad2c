import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesAddress } from '@haat/contract/i18n/messages-address';
import { SCRIPT_LOADER } from './storefront.scripts.ts';
import { createProductionStorefront, createStore } from '#src/testing/factories.ts';

// The storefront's pages as a production server sends them: rendered, kept, and with the same headers
// whether the page was rendered or came from the cache.
const production = await createProductionStorefront();
const { app } = production;
const store = await createStore(production);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'haat.example', ...headers } });

describe('a store page in production', () => {
  it('is rendered for its address, its links point at PUBLIC_URL, and a repeat comes from the cache alike', async () => {
    const { products } = (
      await app.inject({ method: 'GET', url: `/api/products?storeId=${store.storeId}&page=1&size=1` })
    ).json() as { products: { id: string; name: string }[] };
    const url = `/${store.friendlyId}/product/${products[0]!.id}`;
    const first = await get(url, { 'x-forwarded-host': 'evil.example' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<div id="root" data-rendered-for="${url}"><main data-url="${url}">`);
    expect(first.body).toContain(`<link rel="canonical" href="https://haat.example${url}">`);
    expect(first.body).not.toContain('evil.example');
    const again = await get(url);
    expect(again.body).toBe(first.body);
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("is in the shopper's language, preloading its messages, which are kept for the release", async () => {
    const page = await get(`/${store.friendlyId}/category`, { cookie: 'haat_lang=hi' });
    expect(page.body).toContain('<html lang="hi"');
    expect(page.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    // The loader fetches them with the scripts, after the first paint (storefront.scripts.ts).
    const scripts = /<script type="application\/json" id="haat-scripts">(.*?)<\/script>/.exec(page.body)?.[1];
    const preload = (JSON.parse(scripts!) as { fetches: string[] }).fetches[0];
    expect(preload).toBe(messagesAddress('hi'));
    expect(page.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loaderHash = createHash('sha256').update(SCRIPT_LOADER, 'utf8').digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
    const messages = await get(preload!.replaceAll('&amp;', '&'));
    expect(messages.statusCode).toBe(200);
    expect(messages.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(messages.json()['cart.added']).toEqual(['सामान कार्ट में जुड़ गया']);
  });

  it('offers no development route beside the pages', async () => {
    expect((await get('/api/dev/otp-outbox?mobile=9876543210')).statusCode).toBe(404);
  });
});
