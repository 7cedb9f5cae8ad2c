import { describe, expect, it } from 'vitest';
import type { Db } from '#src/db/connect.ts';
import { createReadiness, databaseAnswers } from './readiness.ts';

/** A database that takes the query and never answers (a hung connection, a partitioned network). */
const silentDatabase = { execute: () => new Promise(() => {}) } as unknown as Db;

describe('databaseAnswers', () => {
  it('gives up on a database that does not answer in time, rather than hanging the probe', async () => {
    const started = Date.now();
    expect(await databaseAnswers(silentDatabase, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('createReadiness', () => {
  it('is not draining until told, and stays draining', () => {
    const readiness = createReadiness();
    expect(readiness.draining).toBe(false);
    readiness.startDraining();
    readiness.startDraining();
    expect(readiness.draining).toBe(true);
  });
});
