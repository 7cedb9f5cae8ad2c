import { sql } from 'drizzle-orm';

/**
 * When a row was written, by the database's clock: one instant per transaction, the same whichever server
 * wrote it. Time the business decides by (order numbers, expiries, India dates) is the app's `Clock`.
 */
export const databaseNow = sql<Date>`now()`;
