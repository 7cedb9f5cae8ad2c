import type { FileUploadUrl, GenerateFileUploadUrlBody } from '@haat/contract/files/files.schemas';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  UNSUPPORTED_UPLOAD_TYPE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadContentTypeOfName,
} from '@haat/contract/files/files.values';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import type { FileStorage } from '#src/providers/storage/file-storage.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { sniffImageType } from './image-bytes.ts';
import { isUploadSignatureValid, signedUploadAddress } from './upload-addresses.ts';
import { uploadKey } from './upload-names.ts';
import { claimUploadAddress, releaseUploadAddress } from './used-upload-addresses.repository.ts';

const tooLarge = fail('TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);

/** A signed address for one image of the signed-in customer, valid for UPLOAD_URL_TTL_SECONDS. */
export function issueUploadUrl(
  signingKey: Uint8Array,
  principal: CustomerPrincipal,
  body: GenerateFileUploadUrlBody,
  now: Date,
): Result<FileUploadUrl, 'TOO_LARGE'> {
  if (body.fileSize !== undefined && body.fileSize > MAX_UPLOAD_BYTES) return tooLarge;
  // The body schema refuses a request with neither a contentType nor an image extension.
  const contentType = body.contentType ?? uploadContentTypeOfName(body.fileName)!;
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const key = uploadKey(principal, body.fileName, contentType);
  const uploadUrl = signedUploadAddress(signingKey, { key, contentType, maxBytes: MAX_UPLOAD_BYTES, expiresAt });
  return ok({
    uploadUrl,
    fileUrl: uploadPath(key),
    expiresAt: expiresAt.toISOString(),
    contentType,
    maxBytes: MAX_UPLOAD_BYTES,
  });
}

/** Spec §7: the file is read at its upload address without the query, served by every server. */
const uploadPath = (key: string) => `/files/${key}`;

type UploadResult = Result<
  { fileUrl: string },
  'BAD_SIGNATURE' | 'EXPIRED' | 'WRONG_CONTENT_TYPE' | 'TOO_LARGE' | 'NOT_AN_IMAGE' | 'ALREADY_UPLOADED'
>;

const badSignature = fail('BAD_SIGNATURE', forOperator('This upload address is not valid'));

export interface Upload {
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
 * A PUT at an upload address: the signature must be ours and unexpired, the Content-Type the one signed
 * (the name's extension), the size at most 5 MB, and the bytes an image of that type. The address is used
 * once, recorded in the database, so no second PUT (to this server or another) replaces the file.
 */
export async function receiveUpload(
  deps: { db: Db; storage: FileStorage; signingKey: Uint8Array },
  upload: Upload,
  now: Date,
): Promise<UploadResult> {
  // The extension is the content type the address was signed for (upload-names.ts gives it).
  const signedType = uploadContentTypeOfName(upload.key);
  if (!signedType) return badSignature;
  const signed = {
    path: uploadPath(upload.key),
    contentType: signedType,
    maxBytes: MAX_UPLOAD_BYTES,
    expires: upload.expires,
  };
  if (!isUploadSignatureValid(deps.signingKey, signed, upload.signature)) return badSignature;
  if (upload.expires * 1000 < now.getTime()) return fail('EXPIRED', forOperator('This upload address has expired'));
  if (upload.contentType !== signedType)
    return fail('WRONG_CONTENT_TYPE', forOperator('Content-Type must be the type the address was made for'));
  if (upload.contentLength !== undefined && upload.contentLength > MAX_UPLOAD_BYTES) return tooLarge;
  const bytes = await upload.readBody(MAX_UPLOAD_BYTES);
  if (!bytes) return tooLarge;
  if (sniffImageType(bytes) !== signedType) return fail('NOT_AN_IMAGE', UNSUPPORTED_UPLOAD_TYPE_MESSAGE);
  if (!(await claimUploadAddress(deps.db, upload.key)))
    return fail('ALREADY_UPLOADED', forOperator('This upload address has already been used'));
  try {
    await deps.storage.put(upload.key, bytes);
  } catch (error) {
    await releaseUploadAddress(deps.db, upload.key);
    throw error;
  }
  return ok({ fileUrl: uploadPath(upload.key) });
}
