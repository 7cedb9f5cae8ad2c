import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { UNSUPPORTED_UPLOAD_TYPE_MESSAGE, uploadContentTypeOfName, uploadContentTypes } from './files.values.ts';

/** What an upload is for; the server files it under the customer who asked (spec §7). */
export const fileResourceTypes = ['CUSTOMER_PROFILE_PICTURE'] as const;
export const fileResourceTypeSchema = z.enum(fileResourceTypes, {
  error: `fileResourceType must be one of ${fileResourceTypes.join(', ')}`,
});
export type FileResourceType = z.infer<typeof fileResourceTypeSchema>;

/**
 * `POST /api/common/generate-file-upload-url` (customer token required). `contentType` is the type the
 * PUT will send; without it the file name's extension decides. `fileSize` (bytes), when sent, is checked
 * against the 5 MB cap at once and, with S3-compatible storage, signed into the URL as the exact
 * Content-Length.
 */
export const generateFileUploadUrlBodySchema = z
  .object({
    fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255),
    fileResourceType: fileResourceTypeSchema,
    contentType: z.enum(uploadContentTypes, { error: UNSUPPORTED_UPLOAD_TYPE_MESSAGE }).optional(),
    fileSize: z.number().int().min(1).optional(),
    storeId: idSchema,
  })
  .refine((body) => body.contentType !== undefined || uploadContentTypeOfName(body.fileName) !== null, {
    message: UNSUPPORTED_UPLOAD_TYPE_MESSAGE,
    path: ['contentType'],
  });
export type GenerateFileUploadUrlBody = z.infer<typeof generateFileUploadUrlBodySchema>;

/**
 * A signed upload address. The client PUTs the bytes to `uploadUrl` with the header
 * `Content-Type: contentType` before `expiresAt`; `fileUrl` (the upload address without its query, spec
 * §7) is where the file is then read, and what the profile stores as `dpUrl`. Both are paths on the
 * storefront's own origin (`/files/uploads/…`), whichever file storage the servers use.
 */
export const fileUploadUrlSchema = z.object({
  uploadUrl: z.string(),
  fileUrl: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  contentType: z.enum(uploadContentTypes),
  maxBytes: z.number().int(),
});
export type FileUploadUrl = z.infer<typeof fileUploadUrlSchema>;

/** The query of an upload address: expiry (Unix seconds) and the HMAC signature. */
export const uploadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The answer to a good PUT at an upload address. */
export const uploadResponseSchema = z.object({ fileUrl: z.string() });
