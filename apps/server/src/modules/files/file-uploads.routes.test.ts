import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileUploadUrl } from '@haat/contract/files/files.schemas';
import { MAX_UPLOAD_BYTES } from '@haat/contract/files/files.values';
import { messages } from '@haat/contract/messages';
import { buildApp } from '#src/app.ts';
import { insertTestStore, logIn } from '#src/modules/identity/identity-test-kit.ts';
import { uploadSignature } from './upload-addresses.ts';
import { fixtureImagesDir } from '#src/testing/factories.ts';
import { startS3Server } from '#src/testing/s3-server.ts';
import { freePort } from '#src/testing/server-process.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { uploadSigningKey } from './upload-signing-key.ts';

const context = await createTestApp();
const { app } = context;
const store = await insertTestStore(context.database.db);
const png = readFileSync(path.join(fixtureImagesDir, 'product-3.png'));
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

async function newShopper() {
  const session = await logIn(app, store);
  return { customerId: session.customerId, token: session.accessToken };
}
const shopper = await newShopper();

const generate = (body: Record<string, unknown>, token: string | null = shopper.token) =>
  app.inject({
    method: 'POST',
    url: '/api/common/generate-file-upload-url',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { fileResourceType: 'CUSTOMER_PROFILE_PICTURE', storeId: store.storeId, ...body },
  });

async function uploadAddress(body: Record<string, unknown> = {}, token?: string): Promise<FileUploadUrl> {
  const response = await generate({ fileName: 'photo.png', ...body }, token);
  expect(response.statusCode).toBe(200);
  return response.json() as FileUploadUrl;
}

const put = (url: string, payload: Buffer | string, contentType: string | null = 'image/png') =>
  app.inject({ method: 'PUT', url, payload, headers: contentType ? { 'content-type': contentType } : {} });

describe('POST /api/common/generate-file-upload-url', () => {
  it('signs an expiring PUT address under the customer, with a safe name; fileUrl is it without the query', async () => {
    const before = Date.now();
    const response = await generate({ fileName: '../My Photo (1).PNG' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as FileUploadUrl;
    const url = new URL(body.uploadUrl, 'http://haat.test');
    expect(url.pathname).toMatch(
      new RegExp(`^/files/uploads/${store.storeId}/${shopper.customerId}/[0-9a-f]{16}-my-photo-1\\.png$`),
    );
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(url.searchParams.get('expires')) * 1000).toBeGreaterThan(before);
    expect(body.fileUrl).toBe(url.pathname);
    expect(body.uploadUrl.split('?')[0]).toBe(body.fileUrl);
    expect(body).toMatchObject({ contentType: 'image/png', maxBytes: MAX_UPLOAD_BYTES });
    const lifetime = new Date(body.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('takes the type from contentType when the name has no image extension', async () => {
    const body = await uploadAddress({ fileName: 'avatar', contentType: 'image/webp' });
    expect(body.fileUrl).toMatch(/-avatar\.webp$/);
    expect(body.contentType).toBe('image/webp');
  });

  it('refuses what is not an image, an unknown purpose and a size above 5 MB', async () => {
    const notImage = await generate({ fileName: 'notes.pdf' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toContain('Only PNG, JPEG, WebP or GIF images can be uploaded');
    expect((await generate({ fileName: 'a.png', contentType: 'application/pdf' })).statusCode).toBe(400);
    expect((await generate({ fileName: 'a.png', fileResourceType: 'STORE_LOGO' })).statusCode).toBe(400);
    const large = await generate({ fileName: 'a.png', fileSize: MAX_UPLOAD_BYTES + 1 });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it("answers 403 without a token and 404 for another store's id (decision 003)", async () => {
    expect((await generate({ fileName: 'a.png' }, null)).statusCode).toBe(403);
    const other = await insertTestStore(context.database.db, 'Other');
    expect((await generate({ fileName: 'a.png', storeId: other.storeId })).statusCode).toBe(404);
  });
});

describe('PUT /files/uploads/…', () => {
  it('stores a good image once, and GET serves it', async () => {
    const { uploadUrl, fileUrl } = await uploadAddress();
    const response = await put(uploadUrl, png);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fileUrl });
    const served = await app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await put(uploadUrl, png);
    expect(again.statusCode).toBe(409);
  });

  it('accepts a Content-Type with parameters and in another case', async () => {
    const { uploadUrl } = await uploadAddress({ fileName: 'anim.gif' });
    expect((await put(uploadUrl, gif, 'Image/GIF; charset=binary')).statusCode).toBe(200);
  });

  it('refuses a changed signature, path or expiry with 403', async () => {
    const { uploadUrl, fileUrl } = await uploadAddress();
    const url = new URL(uploadUrl, 'http://haat.test');
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expires = Number(url.searchParams.get('expires'));
    for (const tampered of [
      `${fileUrl}?expires=${expires}&signature=${flipped}`,
      `${fileUrl}?expires=${expires + 3600}&signature=${signature}`,
      `${fileUrl.replace(/\.png$/, '2.png')}?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await put(tampered, png);
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await put(`${fileUrl}?expires=${expires}`, png)).statusCode).toBe(400);
  });

  it('refuses an expired address with 403', async () => {
    const key = uploadSigningKey(context.config);
    const filePath = `/files/uploads/${store.storeId}/${shopper.customerId}/0123456789abcdef-late.png`;
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = uploadSignature(key, {
      path: filePath,
      contentType: 'image/png',
      maxBytes: MAX_UPLOAD_BYTES,
      expires,
    });
    const response = await put(`${filePath}?expires=${expires}&signature=${signature}`, png);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This upload address has expired');
  });

  it("does not let one customer's address write into another customer's folder", async () => {
    const other = await newShopper();
    const { uploadUrl } = await uploadAddress();
    const intoOther = uploadUrl.replace(`/${shopper.customerId}/`, `/${other.customerId}/`);
    const response = await put(intoOther, png);
    expect(response.statusCode).toBe(403);
    const otherPath = intoOther.split('?')[0]!;
    expect((await app.inject({ method: 'GET', url: otherPath })).statusCode).toBe(404);
  });

  it('refuses a Content-Type other than the signed one with 415', async () => {
    const { uploadUrl } = await uploadAddress();
    for (const contentType of ['image/jpeg', 'application/json', 'application/octet-stream', null]) {
      const response = await put(uploadUrl, png, contentType);
      expect(response.statusCode, String(contentType)).toBe(415);
      expect(response.json().message).toBe('Content-Type must be the type the address was made for');
      expect(response.headers.connection).toBe('close');
    }
  });

  it('refuses bytes that are not an image of the signed type with 415', async () => {
    const { uploadUrl } = await uploadAddress();
    expect((await put(uploadUrl, 'just text, not a picture')).statusCode).toBe(415);
    expect((await put(uploadUrl, gif)).statusCode).toBe(415);
    expect((await put(uploadUrl, '')).statusCode).toBe(415);
    const svg = await put(uploadUrl, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');
  });

  it('refuses more than 5 MB with 413', async () => {
    const { uploadUrl, fileUrl } = await uploadAddress();
    const oversize = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const response = await put(uploadUrl, oversize);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' });
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const exactly = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length)]);
    expect((await put(uploadUrl, exactly)).statusCode).toBe(200);
  });

  it('answers 413 over a real connection to a chunked body that passes 5 MB', async () => {
    const { uploadUrl } = await uploadAddress();
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(png));
        else if (sent > 20) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await fetch(`${origin}${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });
});

describe('with FILE_STORAGE=s3, on two servers sharing one database and one bucket', async () => {
  const bucket = await startS3Server();
  afterAll(() => bucket.close());
  const first = await createTestApp({ fileStorage: bucket.fileStorage });
  const second = await buildApp({ database: first.database, config: first.config });
  afterAll(() => second.close());
  const s3Store = await insertTestStore(first.database.db);
  const session = await logIn(first.app, s3Store);

  it('takes an upload on one server, serves it from the bucket on the other, and refuses the address twice', async () => {
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/common/generate-file-upload-url',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { fileName: 'me.png', fileResourceType: 'CUSTOMER_PROFILE_PICTURE', storeId: s3Store.storeId },
    });
    const { uploadUrl, fileUrl } = response.json() as FileUploadUrl;
    expect(fileUrl).toMatch(
      new RegExp(`^/files/uploads/${s3Store.storeId}/${session.customerId}/[0-9a-f]{16}-me\\.png$`),
    );
    expect(
      (
        await first.app.inject({
          method: 'PUT',
          url: uploadUrl,
          payload: png,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(200);
    // In the bucket, not on either server's disk.
    expect(await first.storage.exists(fileUrl.replace('/files/', ''))).toBe(true);
    expect(existsSync(path.join(first.config.dataDir, 'files'))).toBe(false);
    const served = await second.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await second.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: gif,
      headers: { 'content-type': 'image/png' },
    });
    expect(again.statusCode).toBe(415);
    const replay = await second.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This upload address has already been used');
  });

  it('answers 503 { message } while the bucket does not answer', async () => {
    const down = await createTestApp({
      fileStorage: {
        provider: 's3',
        s3: { ...bucket.fileStorage.s3!, endpoint: `http://127.0.0.1:${await freePort()}` },
      },
    });
    const missing = await down.app.inject({ method: 'GET', url: '/files/stores/any/logo.0123456789ab.svg' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ message: messages.unavailable, code: 'UNAVAILABLE' });
  });
});
