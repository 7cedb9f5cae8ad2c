import { get, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { publicReadCache } from './public-read-cache.ts';

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
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
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

describe('pages kept alike for every visitor (publicReads.remember)', () => {
  /** A build that counts its runs and answers after the caller has had a chance to ask again. */
  function countedBuild(text: string) {
    let runs = 0;
    const build = async () => {
      runs += 1;
      await Promise.resolve();
      return `${text} ${runs}`;
    };
    return { build, runs: () => runs };
  }

  it('builds a page once while fresh, once for concurrent misses, and again after the store changes', async () => {
    const page = countedBuild('home');
    const key = `http://localhost/${shop.storeId}/home`;
    const remember = async () => (await app.publicReads.remember(shop.storeId, key, page.build)).body;
    const [first, second] = await Promise.all([remember(), remember()]);
    expect([first, second, page.runs()]).toEqual(['home 1', 'home 1', 1]);
    expect(await remember()).toBe('home 1');
    expect(app.publicReads.keptPage(key)?.body).toBe('home 1');
    app.publicReads.invalidateStore(shop.storeId);
    expect(app.publicReads.keptPage(key)).toBeUndefined();
    expect(await remember()).toBe('home 2');
  });

  it('keeps no page whose build failed', async () => {
    const key = `http://localhost/${shop.storeId}/failing`;
    const failing = async () => Promise.reject(new Error('no database'));
    await expect(app.publicReads.remember(shop.storeId, key, failing)).rejects.toThrow('no database');
    expect((await app.publicReads.remember(shop.storeId, key, async () => 'built')).body).toBe('built');
  });
});

describe('reads that may come from a replica behind the primary (DATABASE_REPLICA_URLS)', () => {
  it('keeps what is built just after a store changed only until the lag bound has passed', async () => {
    const cacheOnly = Fastify();
    await cacheOnly.register(publicReadCache, { ttlMs: 60_000, readsLagUpToMs: 300 });
    await cacheOnly.ready();
    const reads = cacheOnly.publicReads;
    const key = 'http://localhost/store-1/home';
    await reads.remember('store-1', key, async () => 'before the change');
    reads.invalidateStore('store-1');
    // Built from a replica that may not have replayed the change yet.
    await reads.remember('store-1', key, async () => 'maybe stale');
    expect(reads.keptPage(key)?.body).toBe('maybe stale');
    await delay(350);
    expect(reads.keptPage(key)).toBeUndefined();
    // Built once the bound has passed: every replica in use has the change, so it is kept for the whole TTL.
    await reads.remember('store-1', key, async () => 'after the bound');
    await delay(350);
    expect(reads.keptPage(key)?.body).toBe('after the bound');
    await cacheOnly.close();
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

  it('builds a page for every visitor', async () => {
    let runs = 0;
    const build = async () => `page ${++runs}`;
    await uncached.app.publicReads.remember(other.storeId, 'http://localhost/page', build);
    expect((await uncached.app.publicReads.remember(other.storeId, 'http://localhost/page', build)).body).toBe(
      'page 2',
    );
    expect(uncached.app.publicReads.keptPage('http://localhost/page')).toBeUndefined();
  });

  it('is read from the environment', async () => {
    const { loadConfig } = await import('#src/config.ts');
    expect(loadConfig({ PUBLIC_READ_CACHE_MS: '0' }).publicReadCacheMs).toBe(0);
    expect(loadConfig({}).publicReadCacheMs).toBe(5_000);
  });
});

describe('the size of what is kept', () => {
  it('counts each compressed form once, however often it is sent', async () => {
    // Text that compresses about as a page does, not to nothing: numbered, varied words.
    const words = Array.from({ length: 4_000 }, (_, index) => `w${(index * 7_919) % 10_007}`).join(' ');
    const server = Fastify();
    // Room for two pages and one compressed form, not for a form counted again at every answer.
    await server.register(publicReadCache, { maxBytes: 3 * words.length });
    server.get('/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const text = await server.publicReads.remember('store', name, async () => `${name} ${words}`);
      return server.publicReads.sendAlike(request, reply, text);
    });
    await server.ready();
    const get = (name: string) => server.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br' } });

    for (let answer = 0; answer < 50; answer++) expect((await get('a')).headers['content-encoding']).toBe('br');
    await get('b');
    expect(server.publicReads.keptPage('a')?.body).toBe(`a ${words}`);
    expect(server.publicReads.keptPage('b')?.body).toBe(`b ${words}`);
    await server.close();
  });
});

describe('a text sent in parts (publicReads.streamAlike)', () => {
  const words = (label: string) => Array.from({ length: 2_000 }, (_, index) => `${label}${index * 13}`).join(' ');

  /** A server whose page's rest is built when the test says so, or fails. */
  async function serverWithPage() {
    let builds = 0;
    let finishRest!: (text: string) => void;
    let failRest!: (error: Error) => void;
    const server = Fastify();
    await server.register(publicReadCache, {});
    server.get('/', async (request, reply) =>
      server.publicReads.streamAlike(request, reply.type('text/html'), {
        storeId: 'store',
        key: 'page',
        start: `<head>${words('start')}`,
        rest: () => {
          builds++;
          return new Promise<string>((resolve, reject) => {
            finishRest = resolve;
            failRest = reject;
          });
        },
        otherwise: '<body>could not be read</body>',
      }),
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    return {
      server,
      port,
      builds: () => builds,
      finishRest: (text: string) => finishRest(text),
      failRest: (error: Error) => failRest(error),
    };
  }

  /** Asks for the page with brotli and gives its text as it arrives, decompressed. */
  function ask(port: number) {
    let text = '';
    let arrived!: () => void;
    const changed = { next: new Promise<void>((resolve) => (arrived = resolve)) };
    const done = new Promise<{ headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'br' } }, (response) => {
        const decompressed = response.pipe(createBrotliDecompress());
        decompressed.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          arrived();
          changed.next = new Promise<void>((resolve) => (arrived = resolve));
        });
        decompressed.on('end', () => resolve({ headers: response.headers, text }));
        decompressed.on('error', reject);
      }).on('error', reject);
    });
    /** Resolves once the text so far holds `part`; fails if it does not come within a second. */
    const until = async (part: string) => {
      const deadline = Date.now() + 1_000;
      while (!text.includes(part)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`"${part.slice(0, 20)}…" did not arrive; arrived: ${text.length} characters`);
        await Promise.race([changed.next, delay(left)]);
      }
    };
    return { done, until };
  }

  it('sends the start before the rest is built, then the rest, and keeps the whole', async () => {
    const { server, port, builds, finishRest } = await serverWithPage();
    const first = ask(port);
    const second = ask(port);
    await first.until(words('start'));
    await second.until(words('start'));
    finishRest(`<body>${words('rest')}</body>`);
    const whole = `<head>${words('start')}<body>${words('rest')}</body>`;
    for (const answer of [await first.done, await second.done]) {
      expect(answer.text).toBe(whole);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('accept-encoding');
    }
    // Two misses at once, one build; then kept, and sent whole with its ETag.
    expect(builds()).toBe(1);
    expect(server.publicReads.keptPage('page')?.body).toBe(whole);
    const kept = await ask(port).done;
    expect(kept.text).toBe(whole);
    expect(kept.headers.etag).toMatch(/^W\/"/);
    expect(builds()).toBe(1);
    await server.close();
  });

  it('ends the text with `otherwise` when the rest cannot be built, and keeps nothing', async () => {
    const { server, port, failRest } = await serverWithPage();
    const answer = ask(port);
    await answer.until(words('start'));
    failRest(new Error('the database went away'));
    expect((await answer.done).text).toBe(`<head>${words('start')}<body>could not be read</body>`);
    expect(server.publicReads.keptPage('page')).toBeUndefined();
    await server.close();
  });
});
