/**
 * SQLSTATEs that mean "the database is out of reach for now", not "this statement is wrong". 25006 (read-only
 * transaction) is a write reaching a primary a failover is still promoting: the app never writes on purpose
 * where it may not.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** Socket errors of a connection that dropped or could not be made. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words only. */
const droppedConnection =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed/i;

/**
 * Whether an error (or what it wraps: Drizzle puts the driver's error in `cause`) means the database could
 * not be reached: a restart, a failover, a dropped connection. Such a request answers 503 and may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || socketCodes.has(code))) {
      return true;
    }
    if (droppedConnection.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
