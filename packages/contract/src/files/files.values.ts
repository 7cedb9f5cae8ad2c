import type { MessageId } from '../i18n/compiled/message-id.ts';

/**
 * What may be uploaded, apart from the upload schemas: the profile page checks a picture's type before it
 * asks for an upload address, where the schema library is not loaded (decision 025).
 */

/** Only images are uploaded. */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
/** The one extension a stored upload of each type gets (the file server answers by extension). */
export const uploadImageTypes: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Largest upload: a bigger PUT answers 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** How long an upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

export const UNSUPPORTED_UPLOAD_TYPE_MESSAGE = 'profile.photoTypeNotSupported' satisfies MessageId;
export const UPLOAD_TOO_LARGE_MESSAGE = 'profile.photoTooLarge' satisfies MessageId;

/** The image type a file name's extension stands for, if it is one we accept. */
export function uploadContentTypeOfName(fileName: string): UploadContentType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'jpeg' || extension === 'jpg') return 'image/jpeg';
  const found = uploadContentTypes.find((type) => uploadImageTypes[type] === extension);
  return found ?? null;
}
