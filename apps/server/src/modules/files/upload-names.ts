import { randomBytes } from 'node:crypto';
import { uploadImageTypes, type UploadContentType } from '@haat/contract/files/files.values';

const MAX_BASE_LENGTH = 60;

/**
 * A file name fit for a URL and a disk: the shopper's name without folders, accents or odd characters,
 * lower case, at most 60 characters, with the extension of the type actually accepted
 * (`My Photo (1).JPEG` → `my-photo-1.jpg`).
 */
export function safeFileName(fileName: string, contentType: UploadContentType): string {
  const withoutFolders = fileName.split(/[\\/]/).pop() ?? '';
  const dot = withoutFolders.lastIndexOf('.');
  const base = (dot > 0 ? withoutFolders.slice(0, dot) : withoutFolders)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${base || 'image'}.${uploadImageTypes[contentType]}`;
}

/**
 * Where an upload goes: under its store and customer, so no customer's address can name another's file,
 * with a random prefix, so no two uploads share a name (files are cached as immutable).
 */
export function uploadKey(
  owner: { storeId: string; customerId: string },
  fileName: string,
  contentType: UploadContentType,
): string {
  const unique = randomBytes(8).toString('hex');
  return `uploads/${owner.storeId}/${owner.customerId}/${unique}-${safeFileName(fileName, contentType)}`;
}
