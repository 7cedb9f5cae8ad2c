import { filesDirOf, type Config } from '#src/config.ts';
import type { FileStorage, FileUploads } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createLocalFileUploads } from './local-upload-urls.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/**
 * The storage FILE_STORAGE names: local disk under DATA_DIR/files (uploads through addresses signed with
 * `uploadSigningKey` and taken by this server) or an S3-compatible bucket (presigned URLs).
 */
export function createFileStorage(
  config: Pick<Config, 'dataDir' | 'fileStorage'>,
  uploadSigningKey: Uint8Array,
): FileStorage & FileUploads {
  const { provider, s3 } = config.fileStorage;
  if (provider === 's3' && s3) return createS3FileStorage(s3);
  return { ...createLocalFileStorage(filesDirOf(config)), ...createLocalFileUploads(uploadSigningKey) };
}
