import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';
import { customers, refreshTokens } from '#src/db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * By hash alone: a renewal presents nothing but the token, and the row it finds names the store. The hash
 * is of 32 random bytes, so it cannot be guessed into another store's row.
 */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks the token used, if it still may be; true for exactly one caller. */
export async function markRefreshTokenRotated(db: Db, storeId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.storeId, storeId),
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Ends a session: every refresh token of the family stops working (logout, or a rotated token came back
 * because someone holds a copy), and with them the access tokens issued in it (`isSessionEnded`).
 */
export async function revokeRefreshTokenFamily(db: Db, storeId: string, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.storeId, storeId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
    );
}

/**
 * Ends every session of a customer (their account is being erased). Tokens are marked revoked, never
 * deleted: `isSessionEnded` looks for a revoked token of the family, and a deleted family would look live.
 */
export async function revokeCustomerSessions(db: Db, storeId: string, customerId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.storeId, storeId),
        eq(refreshTokens.customerId, customerId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * True once any token of the family was revoked. Any, not all: a renewal racing a revocation can add a row
 * the revoking UPDATE did not see, and that row must count as ended too. One lookup on the family index.
 */
/** Asked on every signed-in request: written once and prepared, as the busiest reads are. */
const sessionEndedStatement = writtenOnce(
  sql`select 1 from ${refreshTokens} where ${refreshTokens.storeId} = ${sql.placeholder('storeId')}
    and ${refreshTokens.familyId} = ${sql.placeholder('familyId')} and ${refreshTokens.revokedAt} is not null
    limit 1`,
);

export async function isSessionEnded(db: Db, storeId: string, familyId: string): Promise<boolean> {
  const rows = await selectPreparedRows(db, sessionEndedStatement, { storeId, familyId });
  return rows.length > 0;
}

export async function findLoginMobile(db: Db, storeId: string, customerId: string): Promise<string | null> {
  const rows = await db
    .select({ loginMobile: customers.loginMobile })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  return rows[0]?.loginMobile ?? null;
}
