import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '#src/config.ts';
import { findDemoStoreFiles, seedDemoStores } from '#src/modules/store-import/demo-seed.ts';
import { createLocalFileStorage } from '#src/providers/storage/local-file-storage.ts';
import { connectDatabase, randomSchemaName, type Database } from './connect.ts';
import { selectRows } from './select-rows.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Several servers started at the same moment on one empty database (a rollout, an autoscaler). */
describe.skipIf(!postgresUrl)('servers starting together on one empty database (PostgreSQL)', () => {
  const schema = randomSchemaName('boot');
  const opened: Database[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-boot-'));
  afterAll(async () => {
    for (const database of opened.slice(1)) await database.close().catch(() => {});
    // The first one drops the shared schema.
    await opened[0]?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all migrate without a clash, each migration applied once', async () => {
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        connectDatabase({ databaseUrl: postgresUrl, isolatedSchema: schema, poolSize: 2 }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') opened.push(result.value);
    expect(started.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([]);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const applied = await admin.query(`select count(*)::int as n from "${schema}".__drizzle_migrations`);
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.end();
    }
  });

  it('seed the demo stores once between them', async () => {
    const storage = createLocalFileStorage(path.join(dataDir, 'files'));
    const outcomes = await Promise.all(
      opened.map((database) =>
        database.exclusively('seed', () => seedDemoStores({ db: database.db, storage }, paths.demoDataDir)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
    expect(outcomes.flatMap((outcome) => outcome.failed)).toEqual([]);
    const [row] = await selectRows<{ n: number }>(opened[0]!.db, sql`select count(*)::int as n from stores`);
    expect(row!.n).toBe(findDemoStoreFiles(paths.demoDataDir).length);
    expect(row!.n).toBeGreaterThan(0);
  });
});
