import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertSafeKey, type FileUploads, type UploadGrant } from './file-storage.ts';

/**
 * Upload addresses for the local storage: `PUT /files/<key>?expires=<unix seconds>&signature=<HMAC>`,
 * taken by this server (modules/files). The HMAC-SHA256 covers the method, the path, the content type,
 * the size cap and the expiry, so none can be changed without the key.
 */
export function createLocalFileUploads(signingKey: Uint8Array): FileUploads {
  return {
    async signUpload(grant) {
      assertSafeKey(grant.key);
      const path = `/files/${grant.key}`;
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const signature = uploadSignature(signingKey, { path, ...grant, expires });
      return { uploadUrl: `${path}?expires=${expires}&signature=${signature}`, fileUrl: path };
    },
  };
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
