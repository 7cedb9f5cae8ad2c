import { is, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connect.ts';

/**
 * The rows of a raw SQL statement, typed by the caller: the one place where raw results get their type.
 * Both drivers answer `execute` with `{ rows }`; the `Db` type, common to both, cannot say so.
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();
/** Statement text → the name it is prepared under, the same on every connection of this process. */
const preparedNames = new Map<string, string>();
/**
 * Every prepared text stays prepared on every connection (its plan in the database's memory). The reads'
 * shapes in use are a few dozen (search's filters combine into more, rarely used); past this many, a new
 * shape runs unprepared.
 */
const MAX_PREPARED_STATEMENTS = 100;

/**
 * A read's statement written once per process, for the reads whose shape never changes: each value is a
 * `sql.placeholder(key)` that every call of `selectPreparedRows` gives. Drizzle writing a statement's text
 * from its pieces on every call was the largest share of the product page's time in the server.
 */
export function writtenOnce(statement: SQL): Query {
  return dialect.sqlToQuery(statement);
}

/**
 * As `selectRows`, as a named prepared statement on PostgreSQL: each connection parses and plans it once
 * instead of on every call, the largest share of a short read's database time. PGlite has no named
 * statements and runs it as `selectRows` does. `values` fill a `writtenOnce` statement's placeholders.
 */
export async function selectPreparedRows<Row>(
  db: Db,
  statement: SQL | Query,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const { sql, params } = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < MAX_PREPARED_STATEMENTS) {
    name = `haat_read_${preparedNames.size + 1}`;
    preparedNames.set(sql, name);
  }
  const result = await db._.session.prepareQuery({ sql, params }, undefined, name, false).execute(values);
  return (result as unknown as { rows: Row[] }).rows;
}
