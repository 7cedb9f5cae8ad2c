import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const { app, database, queryCount, resetQueryCount } = await createTestApp();
let shop: TestStore;

beforeAll(async () => {
  // Enough products that a page is over the 1 KB compression threshold.
  shop = await createTestStore(database.db, {
    categories: [{ name: 'Dairy' }],
    products: Array.from({ length: 12 }, (_, index) => ({ name: `Paneer ${index + 1}`, category: 'Dairy' })),
  });
});

const list = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}&page=1`, headers });

describe('the public read cache', () => {
  it('answers a repeated public read from memory, with the same body and ETag', async () => {
    const first = await list();
    resetQueryCount();
    const second = await list();
    expect(queryCount()).toBe(0);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 when the client holds the current ETag', async () => {
    const { etag } = (await list()).headers;
    const again = await list({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the brotli form to clients that accept it, the same body as the plain one', async () => {
    const plain = await list();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await list({ 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('reads the database again once the store is invalidated', async () => {
    await list();
    app.publicReads.invalidateStore(shop.storeId);
    resetQueryCount();
    await list();
    expect(queryCount()).toBeGreaterThan(0);
  });

  it('never caches a failed read', async () => {
    const url = `/api/products?storeId=${shop.storeId}&page=0`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
    resetQueryCount();
    expect((await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.orgId}&page=1` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.orgId}&page=1` })).statusCode).toBe(
      404,
    );
    expect(queryCount()).toBeGreaterThan(1);
  });
});

const uncached = await createTestApp({ publicReadCacheMs: 0 });

describe('the public read cache turned off (PUBLIC_READ_CACHE_MS=0)', () => {
  let other: TestStore;
  beforeAll(async () => {
    other = await createTestStore(uncached.database.db, {
      categories: [{ name: 'Dairy' }],
      products: [{ name: 'Paneer', category: 'Dairy' }],
    });
  });

  it('reads the database for every request, and still tags answers for 304s', async () => {
    const url = `/api/products?storeId=${other.storeId}&page=1`;
    const first = await uncached.app.inject({ method: 'GET', url });
    uncached.resetQueryCount();
    const second = await uncached.app.inject({ method: 'GET', url });
    expect(uncached.queryCount()).toBeGreaterThan(0);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('is read from the environment', async () => {
    const { loadConfig } = await import('#src/config.ts');
    expect(loadConfig({ PUBLIC_READ_CACHE_MS: '0' }).publicReadCacheMs).toBe(0);
    expect(loadConfig({}).publicReadCacheMs).toBe(5_000);
  });
});
