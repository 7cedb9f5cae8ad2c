import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOfKey, type FileStorage } from './file-storage.ts';

/**
 * Files on this server's disk under `rootDir` (DATA_DIR/files): for one server. Several servers need
 * FILE_STORAGE=s3, or each would serve only what it wrote itself.
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async exists(key) {
      try {
        await access(fullPath(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      const file = fullPath(key);
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) return null;
      return { body: createReadStream(file), size: stats.size, contentType: contentTypeOfKey(key) };
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    publicPath: (key) => {
      assertSafeKey(key);
      return `/files/${key}`;
    },
  };
}
