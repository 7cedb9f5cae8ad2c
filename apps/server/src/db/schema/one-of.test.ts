import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from './index.ts';
import { isOneOf } from './one-of.ts';

const dialect = new PgDialect();
const migrations = new URL('../migrations/', import.meta.url);

const journalSchema = z.object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() })) });
const snapshotSchema = z.object({
  tables: z.record(z.string(), z.object({ checkConstraints: z.record(z.string(), z.object({ value: z.string() })) })),
});

/** The CHECK constraints the last migration left in the database, by name. */
function migratedChecks(): Record<string, string> {
  const journal = journalSchema.parse(JSON.parse(readFileSync(new URL('meta/_journal.json', migrations), 'utf8')));
  const last = journal.entries.at(-1)!;
  const file = new URL(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, migrations);
  const snapshot = snapshotSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.fromEntries(
    Object.values(snapshot.tables).flatMap((table) =>
      Object.entries(table.checkConstraints).map(([name, check]) => [name, check.value]),
    ),
  );
}

/** The CHECK constraints the schema declares, rendered as drizzle-kit renders them, by name. */
function declaredChecks(): Record<string, string> {
  return Object.fromEntries(
    Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).checks)
      .map((check) => [check.name, dialect.sqlToQuery(check.value).sql]),
  );
}

describe('isOneOf', () => {
  it('inlines the values as literals, since a constraint cannot take parameters', () => {
    expect(dialect.sqlToQuery(isOneOf(schema.orders.orderState, ['PLACED', 'FAILED']))).toEqual({
      sql: `"orders"."order_state" in ('PLACED', 'FAILED')`,
      params: [],
    });
  });

  it('doubles a quote inside a value, so the literal stays one value', () => {
    expect(dialect.sqlToQuery(isOneOf(schema.orders.orderState, ["it's"])).sql).toBe(
      `"orders"."order_state" in ('it''s')`,
    );
  });
});

describe('CHECK constraints built from the contract', () => {
  // A value added to a contract list changes the schema's CHECK at once; the database changes only with a
  // migration (`npm run db:generate`), so until one is written the two disagree and this fails.
  it('are the ones the migrations created', () => {
    expect(declaredChecks()).toEqual(migratedChecks());
  });
});
