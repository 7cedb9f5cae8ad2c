import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '#src/config.ts';
import { assertSafeKey, contentTypeOfKey, FileStorageUnavailable, type FileStorage } from './file-storage.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), shared by every server: what one server
 * (or the CLI) writes, all serve. The servers serve it at `/files/…` from the bucket, so the bucket may stay
 * private; with S3_PUBLIC_URL (a CDN or a public bucket address) the pages link there instead.
 */
export function createS3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // A bucket that does not answer fails the request in seconds rather than holding it.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const target = (key: string) => {
    assertSafeKey(key);
    return { Bucket: config.bucket, Key: key };
  };
  const publicBase = config.publicUrl?.replace(/\/+$/, '') ?? '/files';

  return {
    async put(key, bytes) {
      const command = new PutObjectCommand({
        ...target(key),
        Body: bytes,
        ContentType: contentTypeOfKey(key),
        CacheControl: 'public, max-age=31536000, immutable',
      });
      await send(() => client.send(command));
    },
    async exists(key) {
      const command = new HeadObjectCommand(target(key));
      return (await send(() => client.send(command), { missing: null })) !== null;
    },
    async read(key) {
      const command = new GetObjectCommand(target(key));
      const object = await send(() => client.send(command), { missing: null });
      if (!object?.Body) return null;
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: contentTypeOfKey(key),
      };
    },
    async remove(key) {
      const command = new DeleteObjectCommand(target(key));
      await send(() => client.send(command));
    },
    publicPath(key) {
      assertSafeKey(key);
      return `${publicBase}/${key}`;
    },
  };
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * One call to the bucket (the key already checked, so every error here is the bucket's). A 404 answers `missing` when the caller gave one; no answer at all or a 5xx is
 * FileStorageUnavailable (a 503 for the shopper); anything else (wrong credentials, no such bucket) is a bug
 * in the settings and stays an error.
 */
async function send<T, M = never>(call: () => Promise<T>, options?: { missing: M }): Promise<T | M> {
  try {
    return await call();
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 && options) return options.missing;
    if (status === undefined || status >= 500) throw new FileStorageUnavailable(error);
    throw error;
  }
}
