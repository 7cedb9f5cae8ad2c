import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStore } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const context = await createTestApp();
const { app } = context;
const store = await createStore(context);
writeFileSync(path.join(context.config.dataDir, 'secret.txt'), 'not for the web');

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /files/*', () => {
  it('serves an imported SVG as image/svg+xml, cached for a year, unable to run script', async () => {
    const logoPath = (await get(`/api/stores/${store.storeId}`)).json().logoPath as string;
    const response = await get(logoPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
  });

  it('serves a PNG as image/png', async () => {
    const key = `stores/${store.storeId}/tiny.0123456789ab.png`;
    await context.storage.put(key, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const response = await get(context.storage.publicPath(key));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers 404 { message, code } for a missing file', async () => {
    const response = await get(`/files/stores/${store.storeId}/nothing.svg`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never serves anything outside the files folder', async () => {
    for (const url of [
      '/files/../secret.txt',
      '/files/%2e%2e/secret.txt',
      '/files/..%2fsecret.txt',
      '/files/stores/%2e%2e/%2e%2e/secret.txt',
      '/files/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/files/.hidden',
      '/files/',
    ]) {
      const response = await get(url);
      expect([400, 403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('not for the web');
    }
  });
});
