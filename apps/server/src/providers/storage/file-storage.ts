import type { Readable } from 'node:stream';

/**
 * Where the server keeps every file it serves: store images (seed and `cli store import`) and shopper
 * uploads. Keys are `/`-separated relative paths such as `stores/<storeId>/logo.3f2a9c1b.svg`; `publicPath`
 * is the address the storefront puts in an `<img src>`, served at `/files/…` by any server (or by
 * S3_PUBLIC_URL in front of the bucket).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file, or null when there is none under this key. */
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  publicPath(key: string): string;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** The storage could not be reached (the bucket's service is down): answered 503, like a database outage. */
export class FileStorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('The file storage is unavailable', { cause });
    this.name = 'FileStorageUnavailable';
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A key is relative, without `..`, dot-files or odd characters, so it can never leave the storage root. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/** Every stored file is an image named with its extension (imports and uploads both choose the name). */
export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
