import {
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '#src/config.ts';
import { assertSafeKey, type FileStorage, type FileUploads } from './file-storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
const contentTypeOfKey = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…). The storefront uploads straight to the
 * bucket with presigned PUT URLs; the bucket (or S3_PUBLIC_URL in front of it) must let anyone read.
 * A presigned PUT cannot cap the size or check the bytes as the local storage does: the URL is signed for
 * the content type and, when the client told the size, the exact Content-Length.
 */
export function createS3FileStorage(
  config: S3Config,
  options: { clock?: () => Date; client?: Partial<S3ClientConfig> } = {},
): FileStorage & FileUploads {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums would be signed into the URL for an empty body, and the browser's PUT would then fail.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...options.client,
  });
  const clock = options.clock ?? (() => new Date());
  const target = (key: string) => {
    assertSafeKey(key);
    return { Bucket: config.bucket, Key: key };
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          ...target(key),
          Body: bytes,
          ContentType: contentTypeOfKey(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand(target(key)));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },
    publicPath(key) {
      assertSafeKey(key);
      return `${publicBaseUrl(config)}/${key}`;
    },
    async signUpload(grant) {
      const now = clock();
      const command = new PutObjectCommand({
        ...target(grant.key),
        ContentType: grant.contentType,
        ...(grant.size === undefined ? {} : { ContentLength: grant.size }),
      });
      const uploadUrl = await getSignedUrl(client, command, {
        expiresIn: Math.max(1, Math.round((grant.expiresAt.getTime() - now.getTime()) / 1000)),
        signingDate: now,
        signableHeaders: new Set(grant.size === undefined ? ['content-type'] : ['content-type', 'content-length']),
      });
      return { uploadUrl, fileUrl: uploadUrl.split('?')[0]! };
    },
  };
}

/** Where the bucket's objects are read: S3_PUBLIC_URL, else the bucket's own address. */
function publicBaseUrl(config: S3Config): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const origin = endpoint.origin;
  return config.forcePathStyle
    ? `${origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
