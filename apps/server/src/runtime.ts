import { pgliteDirOf, type Config } from './config.ts';
import { connectDatabase, type Database } from './db/connect.ts';
import { parseReplicaUrls } from './db/replica-reads.ts';
import type { FileStorage } from './providers/storage/file-storage.ts';
import { createFileStorage } from './providers/storage/create-file-storage.ts';

export interface Runtime {
  database: Database;
  storage: FileStorage;
}

/**
 * What the server and the CLI both open from the config: the database (PostgreSQL at DATABASE_URL, else
 * PGlite under DATA_DIR/db; migrated on connect) and the file storage FILE_STORAGE names.
 */
export async function openRuntime(config: Config): Promise<Runtime> {
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirOf(config),
    poolSize: config.databasePoolSize,
    replicaUrls:
      config.databaseUrl && config.databaseReplicaUrls ? parseReplicaUrls(config.databaseReplicaUrls) : undefined,
    replicaMaxLagMs: config.databaseReplicaMaxLagMs,
  });
  return { database, storage: createFileStorage(config) };
}
