import { describe, expect, it } from 'vitest';
import { createProductionStorefront, createStore } from '#src/testing/factories.ts';
import { shortName } from './web-app-manifest.ts';

const production = await createProductionStorefront();
const { app } = production;
const store = await createStore(production, (doc) => {
  doc.store.name = 'Green Basket Organic Foods';
  doc.store.domains = ['shop.green.example'];
  doc.store.theme.primaryColor = '#1e7a46';
});

const get = (url: string, host = 'haat.example') => app.inject({ method: 'GET', url, headers: { host } });

describe('GET /{friendlyId}/manifest.webmanifest on the shared host', () => {
  it('is written in the language the shopper reads the store in', async () => {
    const hindi = await app.inject({
      method: 'GET',
      url: `/${store.friendlyId}/manifest.webmanifest`,
      headers: { host: 'haat.example', cookie: 'haat_lang=hi' },
    });
    expect(hindi.json()).toMatchObject({ lang: 'hi', description: 'Green Basket Organic Foods पर ऑनलाइन खरीदारी करें।' });
    const english = await get(`/${store.friendlyId}/manifest.webmanifest`);
    expect(english.json()).toMatchObject({ lang: 'en', description: 'Shop online at Green Basket Organic Foods.' });
  });

  it('describes the store: its name, colours, icons, and its path as start and scope', async () => {
    const response = await get(`/${store.friendlyId}/manifest.webmanifest`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    const base = `/${store.friendlyId}`;
    expect(manifest).toMatchObject({
      id: base,
      name: 'Green Basket Organic Foods',
      short_name: 'Green Basket',
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: '#1e7a46',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(pngs[0].src).toBe(`${base}/app-icon-192.png`);
    // Paths only: the manifest names nothing built from the request's host.
    expect(JSON.stringify(manifest)).not.toMatch(/https?:\/\//);
  });

  it('serves each icon as a square PNG of its size', async () => {
    for (const size of [192, 512]) {
      const response = await get(`/${store.friendlyId}/app-icon-${size}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('is linked from the head of every store page', async () => {
    const page = await get(`/${store.friendlyId}/product/anything`);
    expect(page.body).toContain(`<link rel="manifest" href="/${store.friendlyId}/manifest.webmanifest">`);
  });

  it('answers 404 with a message for an unknown store, and for the bare shared host', async () => {
    for (const url of ['/no-such-store/manifest.webmanifest', '/manifest.webmanifest', '/x/app-icon-192.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Store not found');
    }
  });
});

describe("GET /manifest.webmanifest on a store's own domain", () => {
  it('describes the store with the root as start and scope', async () => {
    const response = await get('/manifest.webmanifest', 'shop.green.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Green Basket Organic Foods', start_url: '/', scope: '/' });
    expect(response.json().icons[0].src).toBe('/app-icon-192.png');
    const page = await get('/', 'shop.green.example');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('answers 404 under a path on the domain and for a domain no store has', async () => {
    expect((await get(`/${store.friendlyId}/manifest.webmanifest`, 'shop.green.example')).statusCode).toBe(404);
    expect((await get('/manifest.webmanifest', 'unknown.example')).statusCode).toBe(404);
  });
});

describe('GET /{friendlyId}/service-worker.js', () => {
  it("serves the built worker under the store's path, allowed the whole store as scope, never cached", async () => {
    for (const [url, host, scope] of [
      [`/${store.friendlyId}/service-worker.js`, 'haat.example', `/${store.friendlyId}`],
      ['/service-worker.js', 'shop.green.example', '/'],
    ] as const) {
      const response = await get(url, host);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe(scope);
      expect(response.body).toContain("addEventListener('fetch'");
    }
  });

  it('is allowed by the Content-Security-Policy, as the manifest is, from our own origin only', async () => {
    const csp = (await get(`/${store.friendlyId}`)).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('answers 404 outside a store', async () => {
    expect((await get('/service-worker.js')).statusCode).toBe(404);
    expect((await get('/no-such-store/service-worker.js')).statusCode).toBe(404);
  });
});

describe('shortName', () => {
  it('keeps a short name, else the words that fit in 12 characters, else the first 12', () => {
    expect(shortName('Sharma Store')).toBe('Sharma Store');
    expect(shortName('Sharma General Store')).toBe('Sharma');
    expect(shortName('Annapoornaswadisht')).toBe('Annapoornasw');
  });
});
