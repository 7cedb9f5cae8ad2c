import { and, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { otpCodes, otpSendBuckets } from '#src/db/schema/index.ts';
import { MAX_OTP_ATTEMPTS, MAX_OTP_ATTEMPTS_PER_CLIENT, OTP_RESEND_SECONDS } from './login-limits.ts';

export interface NewOtpCode {
  storeId: string;
  mobile: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  resendAfter: Date;
}

/**
 * Replaces the phone's code in this store, unless its resend cooldown is still running (a code already
 * used has none). One statement, so
 * two requests at the same moment cannot both pass: the second waits for the first's row and then fails
 * the cooldown. Returns the new code's id, or null during the cooldown.
 */
export async function replaceOtpCode(db: Db, code: NewOtpCode): Promise<string | null> {
  const rows = await db
    .insert(otpCodes)
    .values(code)
    .onConflictDoUpdate({
      target: [otpCodes.storeId, otpCodes.mobile],
      set: {
        codeHash: code.codeHash,
        sentAt: code.sentAt,
        expiresAt: code.expiresAt,
        resendAfter: code.resendAfter,
        attempts: 0,
        attemptsByClient: {},
        consumedAt: null,
      },
      // A used code ends its cooldown: logging out and straight back in is not a resend. A code guessed
      // out in all waits only the normal cooldown: strangers' guesses do not stretch the owner's wait.
      setWhere: or(
        lte(otpCodes.resendAfter, code.sentAt),
        isNotNull(otpCodes.consumedAt),
        and(
          gte(otpCodes.attempts, MAX_OTP_ATTEMPTS),
          lte(otpCodes.sentAt, new Date(code.sentAt.getTime() - OTP_RESEND_SECONDS * 1000)),
        ),
      ),
    })
    .returning({ id: otpCodes.id });
  return rows[0]?.id ?? null;
}

export async function findResendAfter(db: Db, storeId: string, mobile: string): Promise<Date | null> {
  const rows = await db
    .select({ resendAfter: otpCodes.resendAfter })
    .from(otpCodes)
    .where(and(eq(otpCodes.storeId, storeId), eq(otpCodes.mobile, mobile)))
    .limit(1);
  return rows[0]?.resendAfter ?? null;
}

/** The SMS never left: the code becomes unusable and the shopper may ask again at once. */
export async function voidOtpCode(db: Db, storeId: string, codeId: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now, resendAfter: now })
    .where(and(eq(otpCodes.storeId, storeId), eq(otpCodes.id, codeId)));
}

/**
 * Spends one of `client`'s attempts on the phone's live code and returns its hash to compare, or null when
 * there is no code this client may still try (none sent, used, expired, out of attempts in all or for this
 * client). Counting before comparing, in one statement, means parallel guesses cannot exceed either limit.
 */
export async function spendOtpAttempt(
  db: Db,
  storeId: string,
  mobile: string,
  client: string,
  now: Date,
): Promise<{ id: string; codeHash: string } | null> {
  const spentByClient = sql`coalesce((${otpCodes.attemptsByClient} ->> ${client})::int, 0)`;
  const rows = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      attemptsByClient: sql`jsonb_set(${otpCodes.attemptsByClient}, array[${client}]::text[], to_jsonb(${spentByClient} + 1))`,
    })
    .where(
      and(
        eq(otpCodes.storeId, storeId),
        eq(otpCodes.mobile, mobile),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, MAX_OTP_ATTEMPTS),
        sql`${spentByClient} < ${MAX_OTP_ATTEMPTS_PER_CLIENT}`,
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  return rows[0] ?? null;
}

/** Single use: true for exactly one caller. */
export async function consumeOtpCode(db: Db, storeId: string, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.storeId, storeId), eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** A bucket's sends still inside the window (older ones are dropped whenever the bucket is written). */
const sendsSince = (windowStart: Date) =>
  sql`array(select t from unnest(${otpSendBuckets.sentAt}) as t where t > ${windowStart.toISOString()}::timestamptz)`;

/**
 * Records a send under `key` if fewer than `limit` sends happened since `windowStart`, in one statement
 * (the row lock makes concurrent senders take turns). Sends older than the window are dropped as it goes.
 */
export async function recordSendWithinLimit(
  db: Db,
  key: string,
  now: Date,
  windowStart: Date,
  limit: number,
): Promise<boolean> {
  const nowText = now.toISOString();
  const recent = sendsSince(windowStart);
  const rows = await db
    .insert(otpSendBuckets)
    .values({ key, sentAt: [now], updatedAt: now })
    .onConflictDoUpdate({
      target: otpSendBuckets.key,
      set: { sentAt: sql`array_append(${recent}, ${nowText}::timestamptz)`, updatedAt: now },
      setWhere: sql`cardinality(${recent}) < ${limit}`,
    })
    .returning({ key: otpSendBuckets.key });
  return rows.length === 1;
}

/**
 * Records a send under `key` and answers how many sends the bucket holds since `windowStart`, this one
 * included, in one statement (the row lock makes concurrent senders take turns).
 */
export async function recordSend(db: Db, key: string, now: Date, windowStart: Date): Promise<number> {
  const rows = await db
    .insert(otpSendBuckets)
    .values({ key, sentAt: [now], updatedAt: now })
    .onConflictDoUpdate({
      target: otpSendBuckets.key,
      set: { sentAt: sql`array_append(${sendsSince(windowStart)}, ${now.toISOString()}::timestamptz)`, updatedAt: now },
    })
    .returning({ sends: sql<number>`cardinality(${otpSendBuckets.sentAt})` });
  return Number(rows[0]!.sends);
}

/** Moves the code's resend cooldown (the caller holds its row, having just written it). */
export async function setOtpResendAfter(db: Db, storeId: string, codeId: string, resendAfter: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ resendAfter })
    .where(and(eq(otpCodes.storeId, storeId), eq(otpCodes.id, codeId)));
}

/** When the oldest send inside the window leaves it, freeing a place under the limit. */
export async function oldestSendSince(db: Db, key: string, windowStart: Date): Promise<Date | null> {
  const rows = await db
    .select({
      oldest: sql<
        string | null
      >`(select min(t) from unnest(${otpSendBuckets.sentAt}) as t where t > ${windowStart.toISOString()}::timestamptz)`,
    })
    .from(otpSendBuckets)
    .where(eq(otpSendBuckets.key, key))
    .limit(1);
  const oldest = rows[0]?.oldest;
  return oldest ? new Date(oldest) : null;
}

/** Housekeeping, outside any transaction: buckets untouched for a whole window hold nothing that counts. */
export async function deleteIdleSendBuckets(db: Db, windowStart: Date): Promise<void> {
  await db.delete(otpSendBuckets).where(lt(otpSendBuckets.updatedAt, windowStart));
}
