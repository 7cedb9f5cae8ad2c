import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadContentType } from '@haat/contract/files/files.values';
import { assertSafeKey } from '#src/providers/storage/file-storage.ts';

/** What one upload address allows: one PUT of one image of `contentType` to `key`, until `expiresAt`. */
export interface UploadGrant {
  key: string;
  contentType: UploadContentType;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * An upload address: `PUT /files/<key>?expires=<unix seconds>&signature=<HMAC>`, taken by any of our servers
 * (file-uploads.routes.ts), which checks the bytes and writes them to the file storage. The HMAC-SHA256
 * covers the method, the path, the content type, the size cap and the expiry, so none can be changed
 * without the key.
 */
export function signedUploadAddress(signingKey: Uint8Array, grant: UploadGrant): string {
  assertSafeKey(grant.key);
  const path = `/files/${grant.key}`;
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${uploadSignature(signingKey, { path, ...grant, expires })}`;
}

export interface SignedUploadFields extends Pick<UploadGrant, 'contentType' | 'maxBytes'> {
  path: string;
  /** Unix seconds. */
  expires: number;
}

export function uploadSignature(signingKey: Uint8Array, fields: SignedUploadFields): string {
  const text = ['PUT', fields.path, fields.contentType, fields.maxBytes, fields.expires].join('\n');
  return createHmac('sha256', signingKey).update(text).digest('base64url');
}

/** Whether `signature` is ours for these fields (constant-time). Expiry is the caller's to check. */
export function isUploadSignatureValid(signingKey: Uint8Array, fields: SignedUploadFields, signature: string): boolean {
  const expected = Buffer.from(uploadSignature(signingKey, fields));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
