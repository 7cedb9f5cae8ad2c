import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '#src/config.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

const config: S3Config = {
  bucket: 'haat-uploads',
  region: 'ap-south-1',
  endpoint: 'http://127.0.0.1:9000',
  forcePathStyle: true,
  accessKeyId: 'TESTACCESSKEY',
  secretAccessKey: 'test-secret-key',
  publicUrl: undefined,
};
const now = new Date('2030-01-02T03:04:05Z');
const inTenMinutes = new Date(now.getTime() + 600_000);
const key = 'uploads/store/customer/0123456789abcdef-me.png';

const hmac = (secret: string | Buffer, text: string) => createHmac('sha256', secret).update(text).digest();
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature V4 of a presigned URL, computed here from the documented algorithm, not by the SDK. */
function expectedSignature(url: URL, headers: Record<string, string>, secret: string): string {
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!;
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${name === 'host' ? url.host : headers[name]}\n`)
    .join('');
  const canonicalRequest = ['PUT', url.pathname, query, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    url.searchParams.get('X-Amz-Date'),
    `${date}/${region}/${service}/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = ['aws4_request'].reduce(
    (keyBytes, part) => hmac(keyBytes, part),
    hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!),
  );
  return hmac(signingKey, stringToSign).toString('hex');
}

describe('S3-compatible file storage', () => {
  it('presigns a PUT for the bucket, the key and the content type, valid until the given time', async () => {
    const storage = createS3FileStorage(config, { clock: () => now });
    const { uploadUrl, fileUrl } = await storage.signUpload({
      key,
      contentType: 'image/png',
      maxBytes: 5 * 1024 * 1024,
      expiresAt: inTenMinutes,
    });
    const url = new URL(uploadUrl);
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe(`/haat-uploads/${key}`);
    expect(fileUrl).toBe(`http://127.0.0.1:9000/haat-uploads/${key}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'TESTACCESSKEY/20300102/ap-south-1/s3/aws4_request',
      'X-Amz-Date': '20300102T030405Z',
      'X-Amz-Expires': '600',
      'X-Amz-SignedHeaders': 'content-type;host',
    });
    // No checksum is signed in: a browser PUT of the real bytes would not match one.
    expect(uploadUrl).not.toMatch(/checksum/i);
    const signature = url.searchParams.get('X-Amz-Signature');
    expect(signature).toBe(expectedSignature(url, { 'content-type': 'image/png' }, config.secretAccessKey!));
    expect(signature).not.toBe(expectedSignature(url, { 'content-type': 'image/gif' }, config.secretAccessKey!));
    expect(signature).not.toBe(expectedSignature(url, { 'content-type': 'image/png' }, 'another-secret'));
  });

  it('signs the exact Content-Length when the size is known', async () => {
    const storage = createS3FileStorage(config, { clock: () => now });
    const { uploadUrl } = await storage.signUpload({
      key,
      contentType: 'image/png',
      maxBytes: 5 * 1024 * 1024,
      size: 1234,
      expiresAt: inTenMinutes,
    });
    const url = new URL(uploadUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const headers = { 'content-type': 'image/png', 'content-length': '1234' };
    expect(url.searchParams.get('X-Amz-Signature')).toBe(expectedSignature(url, headers, config.secretAccessKey!));
  });

  it('uses virtual-hosted addresses without forcePathStyle, and S3_PUBLIC_URL for public paths', async () => {
    const virtual = createS3FileStorage({ ...config, endpoint: 'https://objects.example.test', forcePathStyle: false });
    const { uploadUrl } = await virtual.signUpload({
      key,
      contentType: 'image/jpeg',
      maxBytes: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(new URL(uploadUrl).host).toBe('haat-uploads.objects.example.test');
    expect(virtual.publicPath(key)).toBe(`https://haat-uploads.objects.example.test/${key}`);
    const cdn = createS3FileStorage({ ...config, publicUrl: 'https://cdn.example.test/media/' });
    expect(cdn.publicPath(key)).toBe(`https://cdn.example.test/media/${key}`);
    expect(() => cdn.publicPath('../secrets.json')).toThrow();
  });
});
