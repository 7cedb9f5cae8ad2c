import { afterAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, randomSchemaName, type Database } from '../db/connect.ts';

export interface TestContext {
  app: App;
  database: Database;
  /** Statements seen since the last `resetQueryCount()`. */
  queryCount(): number;
  resetQueryCount(): void;
}

/**
 * A fresh database and app for one test file: in-memory PGlite by default, or a schema of its own in the
 * PostgreSQL named by TEST_DATABASE_URL (dropped afterwards). Closed after the file's tests.
 */
export async function createTestApp(): Promise<TestContext> {
  let count = 0;
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const database = await connectDatabase({
    databaseUrl,
    isolatedSchema: databaseUrl ? randomSchemaName() : undefined,
    onQuery: () => {
      count += 1;
    },
  });
  const config = { ...loadConfig({}), logLevel: 'silent', databaseUrl };
  const app = await buildApp({ database, config });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, queryCount: () => count, resetQueryCount: () => void (count = 0) };
}
