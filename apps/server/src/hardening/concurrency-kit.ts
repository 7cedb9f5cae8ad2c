import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import type { Db } from '#src/db/connect.ts';
import * as schema from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { checkInvariants, describeReport, takeStockBaseline, type StockBaseline } from './invariants.ts';

/** A second server's pool on the same database and schema as the app's (PostgreSQL), ended after the file. */
export async function secondServer(db: Db): Promise<Db> {
  const [row] = await selectRows<{ schema: string }>(db, sql`select current_schema() as schema`);
  const pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL,
    max: 10,
    options: `-c search_path=${row!.schema},public`,
  });
  afterAll(() => pool.end());
  return drizzle(pool, { schema }) as unknown as Db;
}

/** How many answers had each status: `{ 200: 7, 409: 33 }`. */
export const statusCounts = (answers: Array<{ statusCode: number }>): Record<number, number> =>
  answers.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

/** What the suite tried and what it found, printed as one line at the end. */
export class AttackLog {
  private readonly lines: string[] = [];
  private attempts = 0;
  private breaks = 0;

  /** Runs the invariants over the whole database against the baseline, records them, and fails on a break. */
  async settle(db: Db, name: string, attempts: number, baseline: StockBaseline): Promise<void> {
    const report = await checkInvariants(db, { stockBaseline: baseline });
    this.attempts += attempts;
    this.breaks += report.breaks.length;
    this.lines.push(`  ${name}: ${attempts} concurrent attempts; ${describeReport(report)}`);
    expect(report.breaks).toEqual([]);
  }

  print(suite: string): void {
    console.log(
      `${suite}: ${this.lines.length} attacks, ${this.attempts} concurrent attempts, ${this.breaks} invariant breaks\n${this.lines.join('\n')}`,
    );
  }
}

/**
 * Whether the suites run on PostgreSQL (TEST_DATABASE_URL): PGlite has one connection and runs transactions
 * one at a time, so races are real only there.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The file's attack log, printed under `suite` once its tests are done; the attacks run on PostgreSQL only. */
export function attackLogFor(suite: string): AttackLog {
  const log = new AttackLog();
  afterAll(() => {
    if (onPostgres) log.print(suite);
  });
  return log;
}

export { takeStockBaseline };
