import {
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  uploadContentTypeOfName,
  type FileUploadUrl,
  type GenerateFileUploadUrlBody,
} from '@haat/contract/files/files.schemas';
import type { CustomerPrincipal } from '#src/modules/identity/access-tokens.ts';
import type { FileStorage, FileUploads } from '#src/providers/storage/file-storage.ts';
import { isUploadSignatureValid } from '#src/providers/storage/local-upload-urls.ts';
import { sniffImageType } from './image-bytes.ts';
import { uploadKey } from './upload-names.ts';

export type IssueUploadResult = { ok: true; value: FileUploadUrl } | { ok: false; error: { code: 'TOO_LARGE' } };

/** A signed address for one image of the signed-in customer, valid for UPLOAD_URL_TTL_SECONDS. */
export async function issueUploadUrl(
  uploads: FileUploads,
  principal: CustomerPrincipal,
  body: GenerateFileUploadUrlBody,
  now: Date,
): Promise<IssueUploadResult> {
  if (body.fileSize !== undefined && body.fileSize > MAX_UPLOAD_BYTES)
    return { ok: false, error: { code: 'TOO_LARGE' } };
  // The body schema refuses a request with neither a contentType nor an image extension.
  const contentType = body.contentType ?? uploadContentTypeOfName(body.fileName)!;
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const signed = await uploads.signUpload({
    key: uploadKey(principal, body.fileName, contentType),
    contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    size: body.fileSize,
    expiresAt,
  });
  return {
    ok: true,
    value: { ...signed, expiresAt: expiresAt.toISOString(), contentType, maxBytes: MAX_UPLOAD_BYTES },
  };
}

export type LocalUploadErrorCode =
  'BAD_SIGNATURE' | 'EXPIRED' | 'WRONG_CONTENT_TYPE' | 'TOO_LARGE' | 'NOT_AN_IMAGE' | 'ALREADY_UPLOADED';
export type LocalUploadResult = { ok: true; fileUrl: string } | { ok: false; error: { code: LocalUploadErrorCode } };

export interface LocalUpload {
  /** The storage key the address names (`uploads/<store>/<customer>/<name>`). */
  key: string;
  expires: number;
  signature: string;
  /** The PUT's Content-Type header, parameters stripped, lower case. */
  contentType: string | undefined;
  contentLength: number | undefined;
  /** Reads the body, or null as soon as it passes `limit` bytes. */
  readBody(limit: number): Promise<Uint8Array | null>;
}

/**
 * A PUT at a local upload address: the signature must be ours and unexpired, the Content-Type the one
 * signed (the name's extension), the size at most 5 MB, and the bytes an image of that type. A file is
 * written once: the address cannot replace what it uploaded.
 */
export async function receiveLocalUpload(
  deps: { storage: FileStorage; signingKey: Uint8Array },
  upload: LocalUpload,
  now: Date,
): Promise<LocalUploadResult> {
  const fail = (code: LocalUploadErrorCode): LocalUploadResult => ({ ok: false, error: { code } });
  // The extension is the content type the address was signed for (upload-names.ts gives it).
  const signedType = uploadContentTypeOfName(upload.key);
  if (!signedType) return fail('BAD_SIGNATURE');
  const signed = {
    path: `/files/${upload.key}`,
    contentType: signedType,
    maxBytes: MAX_UPLOAD_BYTES,
    expires: upload.expires,
  };
  if (!isUploadSignatureValid(deps.signingKey, signed, upload.signature)) return fail('BAD_SIGNATURE');
  if (upload.expires * 1000 < now.getTime()) return fail('EXPIRED');
  if (upload.contentType !== signedType) return fail('WRONG_CONTENT_TYPE');
  if (upload.contentLength !== undefined && upload.contentLength > MAX_UPLOAD_BYTES) return fail('TOO_LARGE');
  const bytes = await upload.readBody(MAX_UPLOAD_BYTES);
  if (!bytes) return fail('TOO_LARGE');
  if (sniffImageType(bytes) !== signedType) return fail('NOT_AN_IMAGE');
  if (await deps.storage.exists(upload.key)) return fail('ALREADY_UPLOADED');
  await deps.storage.put(upload.key, bytes);
  return { ok: true, fileUrl: deps.storage.publicPath(upload.key) };
}
