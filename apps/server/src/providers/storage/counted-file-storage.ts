import type { FileStorageOperation, Metrics } from '#src/observability/metrics.ts';
import { FileStorageUnavailable, type FileStorage } from './file-storage.ts';

/**
 * The storage as the app uses it: every call that throws is counted, `unavailable` when the bucket did not
 * answer (or answered 5xx), `refused` otherwise (credentials, no such bucket). A missing file is no error.
 */
export function countedFileStorage(
  storage: FileStorage,
  kind: string,
  metrics: Pick<Metrics, 'fileStorageErrors'>,
): FileStorage {
  const operations: FileStorageOperation[] = ['put', 'exists', 'read', 'remove'];
  for (const operation of operations) metrics.fileStorageErrors(kind, operation, 'unavailable', 0);
  const counted = async <T>(operation: FileStorageOperation, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const why = error instanceof FileStorageUnavailable ? 'unavailable' : 'refused';
      metrics.fileStorageErrors(kind, operation, why);
      throw error;
    }
  };
  return {
    put: (key, bytes) => counted('put', () => storage.put(key, bytes)),
    exists: (key) => counted('exists', () => storage.exists(key)),
    read: (key) => counted('read', () => storage.read(key)),
    remove: (key) => counted('remove', () => storage.remove(key)),
    publicPath: (key) => storage.publicPath(key),
  };
}
