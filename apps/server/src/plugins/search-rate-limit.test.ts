import { describe, expect, it } from 'vitest';
import { createStore, fixtureWebDistDir } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { limitOf } from './rate-limit.ts';

const FACTOR = 0.05;
const context = await createTestApp({
  rateLimitFactor: FACTOR,
  webDistDir: fixtureWebDistDir,
  sharedHosts: ['localhost'],
});
const { app } = context;
const store = await createStore(context);
const limit = limitOf('GET', '/api/search/products', FACTOR)!;

let searches = 0;
/** A search nobody asked before, so no kept answer or page spares it. */
const newQuery = () => `milk${(searches += 1)}`;
const searchPage = (remoteAddress: string, language = 'en') =>
  app.inject({
    method: 'GET',
    url: `/${store.friendlyId}/search?query=${newQuery()}`,
    headers: { host: 'localhost', 'accept-language': language },
    remoteAddress,
  });
const searchApi = (remoteAddress: string) =>
  app.inject({
    method: 'GET',
    url: `/api/search/products?storeId=${store.storeId}&query=${newQuery()}`,
    remoteAddress,
  });

describe('the search budget', () => {
  it('is one per client for the search page and the search API; past it the page answers 429 with a page', async () => {
    expect(limit).toBeGreaterThan(2);
    const address = '198.51.100.31';
    for (let i = 0; i < limit; i += 1) {
      const response = await (i % 2 === 0 ? searchPage(address) : searchApi(address));
      expect(response.statusCode).toBe(200);
    }
    const page = await searchPage(address);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.body).toMatch(/<html lang="en">[\s\S]*Too many requests\. Please try again in/);
    expect(page.body).toContain('<a href="./">Back to shop</a>');
    expect((await searchPage(address, 'hi')).body).toMatch(/<html lang="hi">[\s\S]*बहुत ज़्यादा अनुरोध/);
    const api = await searchApi(address);
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another client's budget is its own.
    expect((await searchPage('198.51.100.32')).statusCode).toBe(200);
  });

  it('is not spent by pages that run no search', async () => {
    const address = '198.51.100.33';
    for (const path of ['', '/cart', '/search', '/search?query=', `/cart?query=${newQuery()}`]) {
      for (let i = 0; i < limit; i += 1) {
        const response = await app.inject({
          method: 'GET',
          url: `/${store.friendlyId}${path}`,
          headers: { host: 'localhost' },
          remoteAddress: address,
        });
        expect(response.statusCode, path).toBe(200);
      }
    }
    for (let i = 0; i < limit; i += 1) expect((await searchApi(address)).statusCode).toBe(200);
    expect((await searchPage(address)).statusCode).toBe(429);
  });
});
