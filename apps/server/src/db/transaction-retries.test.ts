import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, randomSchemaName, type Database } from './connect.ts';
import { selectRows } from './select-rows.ts';
import { isRetryableTransactionError } from './transaction-retries.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('isRetryableTransactionError', () => {
  const withCode = (code: string) => Object.assign(new Error('aborted'), { code });

  it('is true for a serialization failure or a deadlock, also when wrapped', () => {
    expect(isRetryableTransactionError(withCode('40001'))).toBe(true);
    expect(isRetryableTransactionError(new Error('query failed', { cause: withCode('40P01') }))).toBe(true);
  });

  it('is false for anything else: a constraint, a timeout, a plain error', () => {
    for (const error of [withCode('23505'), withCode('57014'), new Error('no'), 'text']) {
      expect(isRetryableTransactionError(error)).toBe(false);
    }
  });
});

/** Two transactions that the database must abort one of; both must still end up done. */
describe.skipIf(!postgresUrl)('transactions the database aborts are run again (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await connectDatabase({ databaseUrl: postgresUrl, isolatedSchema: randomSchemaName('retry') });
    await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  });
  afterAll(() => database.close());

  async function reset() {
    await database.db.execute(sql`delete from retry_probe`);
    await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
  }

  /** Resolves once `count` parties have arrived, so both transactions are inside before either goes on. */
  function barrier(count: number) {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      arrived += 1;
      if (arrived === count) open();
      return opened;
    };
  }

  it('retries the loser of a serializable write skew until it commits', async () => {
    await reset();
    let attempts = 0;
    const bothRead = barrier(2);
    const writeSkew = (id: number) =>
      database.db.transaction(
        async (tx) => {
          attempts += 1;
          await tx.execute(sql`select sum(n) from retry_probe`);
          if (attempts <= 2) await bothRead();
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${id}`);
        },
        { isolationLevel: 'serializable' },
      );
    await Promise.all([writeSkew(1), writeSkew(2)]);
    expect(attempts).toBeGreaterThan(2);
    expect(await selectRows(database.db, sql`select n from retry_probe order by id`)).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('retries the victim of a deadlock until it commits', async () => {
    await reset();
    let attempts = 0;
    const bothLocked = barrier(2);
    const crosswise = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (attempts <= 2) await bothLocked();
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
    expect(attempts).toBe(3);
    expect(await selectRows(database.db, sql`select n from retry_probe order by id`)).toEqual([{ n: 2 }, { n: 2 }]);
  });
});
