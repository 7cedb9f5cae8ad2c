import type { UploadContentType } from '@haat/contract/files/files.schemas';

/**
 * Where the server keeps files it serves (store images today, profile pictures later). Keys are
 * `/`-separated relative paths such as `stores/<storeId>/logo.3f2a9c1b.svg`; `publicPath` is the address
 * the storefront puts in an `<img src>`.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  publicPath(key: string): string;
}

/** What one signed upload address allows: one PUT of one image of `contentType` to `key`, until `expiresAt`. */
export interface UploadGrant {
  key: string;
  contentType: UploadContentType;
  maxBytes: number;
  /** The exact size, when the client told it: S3-compatible storage signs it as the Content-Length. */
  size?: number;
  expiresAt: Date;
}

/** `uploadUrl` takes the PUT; `fileUrl` (the same address without its query) then serves the file. */
export interface SignedUpload {
  uploadUrl: string;
  fileUrl: string;
}

/** Storage the storefront uploads to directly, through addresses the server signs. */
export interface FileUploads {
  signUpload(grant: UploadGrant): Promise<SignedUpload>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A key is relative, without `..`, dot-files or odd characters, so it can never leave the storage root. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) {
    throw new Error(`Unsafe file key: ${key}`);
  }
}
