import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';

/** Whether this server should be sent traffic: what a load balancer asks at `/readyz`. */
export interface Readiness {
  /** From SIGTERM on: the server still answers, but asks the load balancer to send elsewhere. */
  readonly draining: boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** A probe must answer well within a load balancer's timeout, whatever the database is doing. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query in time; a stopped, unreachable or closed one does not. */
export async function databaseAnswers(db: Db, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
