import { filesDirOf, type Config } from '#src/config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The storage FILE_STORAGE names: this server's disk under DATA_DIR/files, or an S3-compatible bucket. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'fileStorage'>): FileStorage {
  const { provider, s3 } = config.fileStorage;
  if (provider === 's3' && s3) return createS3FileStorage(s3);
  return createLocalFileStorage(filesDirOf(config));
}
