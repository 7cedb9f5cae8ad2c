import type { SQL } from 'drizzle-orm';
import type { Db } from './connect.ts';

/**
 * The rows of a raw SQL statement, typed by the caller: the one place where raw results get their type.
 * Both drivers answer `execute` with `{ rows }`; the `Db` type, common to both, cannot say so.
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
