import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { createStore } from '#src/testing/factories.ts';
import { isOwnHost, isOwnUrl, parseHost } from './own-origins.ts';

const context = await createTestApp({ port: 8301, publicUrl: 'https://haat.example' });
const { db } = context.database;
const store = await createStore(context, (document) => {
  document.store.domains = ['kirana.example'];
});
const other = await createStore(context);
const config = context.config;

describe('parseHost', () => {
  it('reads host and port as a browser would, and refuses anything that is not a plain host', () => {
    expect(parseHost('Shop.Example:8080')).toEqual({ hostname: 'shop.example', port: '8080' });
    expect(parseHost('[::1]:8301')).toEqual({ hostname: '[::1]', port: '8301' });
    for (const bad of ['127.0.0.1:1@evil.com', 'a.com/x', 'localhost:8301"><x', 'a b', '']) {
      expect(parseHost(bad)).toBeNull();
    }
  });
});

describe('isOwnHost', () => {
  it('knows PUBLIC_URL, the shared hosts on this port, and the stores’ own domains', async () => {
    expect(await isOwnHost(db, config, 'haat.example')).toBe(true);
    expect(await isOwnHost(db, config, 'localhost:8301')).toBe(true);
    expect(await isOwnHost(db, config, '127.0.0.1:8301')).toBe(true);
    expect(await isOwnHost(db, config, 'kirana.example')).toBe(true);
  });

  it('refuses a shared host on another port, an unknown host and another store’s domain', async () => {
    expect(await isOwnHost(db, config, '127.0.0.1:9999')).toBe(false);
    expect(await isOwnHost(db, config, 'evil.example')).toBe(false);
    expect(await isOwnHost(db, config, '169.254.169.254')).toBe(false);
    expect(await isOwnHost(db, config, 'kirana.example', other.storeId)).toBe(false);
    expect(await isOwnHost(db, config, 'kirana.example', store.storeId)).toBe(true);
  });
});

describe('isOwnUrl', () => {
  it('takes http(s) addresses on our hosts only, with no user name', async () => {
    expect(await isOwnUrl(db, config, 'https://haat.example/demo/order/1')).toBe(true);
    expect(await isOwnUrl(db, config, 'https://evil.example/')).toBe(false);
    expect(await isOwnUrl(db, config, 'https://user@haat.example/')).toBe(false);
    expect(await isOwnUrl(db, config, 'javascript:alert(1)')).toBe(false);
    expect(await isOwnUrl(db, config, 'not a url')).toBe(false);
  });
});
