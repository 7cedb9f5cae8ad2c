import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics } from '#src/observability/metrics.ts';
import { sample } from '#src/testing/metrics-text.ts';
import { freePort } from '#src/testing/server-process.ts';
import { startS3Server } from '#src/testing/s3-server.ts';
import { countedFileStorage } from './counted-file-storage.ts';
import { FileStorageUnavailable } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

// A real S3-speaking server on loopback, with a bucket of its own.
const s3 = await startS3Server();
afterAll(() => s3.close());
const config = s3.fileStorage.s3!;
const storage = createS3FileStorage(config);
const key = 'stores/0b8f6c52-7d4e-4a51-9a0e-3c1d2e4f5a6b/logo.0123456789ab.svg';

describe('S3-compatible file storage', () => {
  it('writes an object that reads back with its bytes, size and content type', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from(svg));
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.read(key);
    expect(file).toMatchObject({ size: svg.length, contentType: 'image/svg+xml' });
    expect(await text(file!.body)).toBe(svg);
  });

  it('answers null for a missing key, and forgets a removed one', async () => {
    expect(await storage.read('stores/none/missing.png')).toBeNull();
    await storage.put('uploads/a/b/c.png', Buffer.from([0x89, 0x50]));
    await storage.remove('uploads/a/b/c.png');
    expect(await storage.read('uploads/a/b/c.png')).toBeNull();
  });

  it('links images at /files/… (served by every server), or under S3_PUBLIC_URL when a CDN serves them', () => {
    expect(storage.publicPath(key)).toBe(`/files/${key}`);
    const cdn = createS3FileStorage({ ...config, publicUrl: 'https://cdn.example.test/media/' });
    expect(cdn.publicPath(key)).toBe(`https://cdn.example.test/media/${key}`);
  });

  it('refuses a key that could leave the bucket prefix, before asking the bucket', async () => {
    for (const bad of ['../secrets.json', 'stores/../x.png', '.hidden', 'a//b.png']) {
      expect(() => storage.publicPath(bad), bad).toThrow(/Unsafe file key/);
      await expect(storage.read(bad), bad).rejects.toThrow(/Unsafe file key/);
    }
  });

  it('tells a bucket that does not answer (FileStorageUnavailable) from a missing file', async () => {
    const down = createS3FileStorage({ ...config, endpoint: `http://127.0.0.1:${await freePort()}` });
    await expect(down.read(key)).rejects.toBeInstanceOf(FileStorageUnavailable);
    await expect(down.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(FileStorageUnavailable);
  });

  it('counts a bucket that does not answer in the metrics, and not a missing file', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const down = countedFileStorage(
      createS3FileStorage({ ...config, endpoint: `http://127.0.0.1:${await freePort()}` }),
      's3',
      metrics,
    );
    const up = countedFileStorage(storage, 's3', metrics);
    await expect(down.read(key)).rejects.toBeInstanceOf(FileStorageUnavailable);
    expect(await up.read('stores/none/missing.png')).toBeNull();
    const text = await metrics.registry.metrics();
    const read = { storage: 's3', operation: 'read', kind: 'unavailable' };
    expect(sample(text, 'haat_file_storage_errors_total', read)).toBe(1);
    expect(sample(text, 'haat_file_storage_errors_total', { ...read, kind: 'refused' })).toBeUndefined();
  });
});
