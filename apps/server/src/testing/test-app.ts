import { channel } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase, randomSchemaName, type Database } from '../db/connect.ts';
import type { Providers } from '../providers/providers.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { checkAnswersAgainstDocument, type AnswerMismatch } from './openapi-answers.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** The file storage the app serves at `/files/…` (a throw-away DATA_DIR/files, unless `fileStorage` says). */
  storage: FileStorage;
  /** Statements seen since the last `resetQueryCount()`. */
  queryCount(): number;
  resetQueryCount(): void;
}

/**
 * A fresh database and app for one test file: in-memory PGlite by default, or a schema of its own in the
 * PostgreSQL named by TEST_DATABASE_URL (dropped afterwards). DATA_DIR is a throw-away folder, and the
 * storefront is off unless `config.webDistDir` names a folder with an index.html. `providers` replaces any of
 * the clock and outside services (a fixed clock, a failing SMS provider). Closed after the file's tests, which
 * then fail if any JSON answer was not what the OpenAPI document says of its route (openapi-answers.ts).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  providers: Partial<Providers> = {},
): Promise<TestContext> {
  let count = 0;
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const database = await connectDatabase({
    databaseUrl,
    isolatedSchema: databaseUrl ? randomSchemaName() : undefined,
    onQuery: () => {
      count += 1;
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-test-'));
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    databaseUrl,
    dataDir,
    webDistDir: path.join(dataDir, 'no-web-build'),
    // Tests log many shoppers in from one address; the hardening suite turns the limits back on.
    rateLimitFactor: 0,
    ...overrides,
  };
  const mismatches: AnswerMismatch[] = [];
  const app = await withAnswersChecked(mismatches, () => buildApp({ database, config, providers }));
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    expect(mismatches, 'answers unlike the OpenAPI document (GET /api/openapi.json) says').toEqual([]);
  });
  return {
    app,
    database,
    config,
    storage: app.providers.storage,
    queryCount: () => count,
    resetQueryCount: () => void (count = 0),
  };
}

/**
 * Builds the app with the answer check on its root, added as Fastify creates it (the `fastify.initialization`
 * diagnostics channel), before any route: no hook for tests in production code.
 */
async function withAnswersChecked(mismatches: AnswerMismatch[], build: () => Promise<App>): Promise<App> {
  const init = channel('fastify.initialization');
  const listen = (message: unknown) =>
    checkAnswersAgainstDocument((message as { fastify: FastifyInstance }).fastify, mismatches);
  init.subscribe(listen);
  try {
    return await build();
  } finally {
    init.unsubscribe(listen);
  }
}
