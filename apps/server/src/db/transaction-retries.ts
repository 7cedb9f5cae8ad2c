import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './connect.ts';

/** serialization_failure and deadlock_detected: the database gave up on the transaction, not on the data. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
/** Attempts in all; enough for the contention we test, few enough that a stuck hot row fails quickly. */
export const TRANSACTION_ATTEMPTS = 4;

/** Whether the database asks for the whole transaction to be run again (Drizzle puts its error in `cause`). */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_STATES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Makes every top-level `db.transaction(...)` run again, a few times with a short random pause, when the
 * database aborts it with a serialization failure or a deadlock. So the same code is correct at stricter
 * isolation levels and on PostgreSQL-compatible distributed engines, which abort far more often than
 * PostgreSQL at READ COMMITTED. A transaction's callback must therefore do nothing outside the database
 * that cannot be repeated (SMS, provider calls and webhooks all happen after the commit, by design).
 * Nested transactions (savepoints, `tx.transaction`) are left alone: the outer one is what is retried.
 */
export function retryTransactions(db: Db): Db {
  const once = db.transaction.bind(db);
  const retried: Db['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
        await sleep(Math.random() * 20 * attempt);
      }
    }
  };
  return Object.assign(db, { transaction: retried });
}
