import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** Files on the local disk under `rootDir` (DATA_DIR/files), served by the server itself at `/files/…`. */
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
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    publicPath: (key) => {
      assertSafeKey(key);
      return `/files/${key}`;
    },
  };
}
