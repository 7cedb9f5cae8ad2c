import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import type { Db } from '#src/db/connect.ts';
import { fail, ok, type Result } from '#src/result.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { Clock } from '#src/providers/clock.ts';
import { findLoginStore } from './identity.repository.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './login-limits.ts';
import {
  findLoginMobile,
  findRefreshToken,
  insertRefreshToken,
  isSessionEnded,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
} from './refresh-token.repository.ts';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
}

export interface SessionSubject {
  storeId: string;
  customerId: string;
  mobile: string;
}

/** A new session (a new refresh-token family) after a successful OTP. */
export async function startSession(deps: SessionDeps, subject: SessionSubject): Promise<CustomerSession> {
  return issueSession(deps, deps.db, subject, randomUUID());
}

const sessionExpired = fail('SESSION_EXPIRED', 'server.sessionExpired');

/**
 * Trades a refresh token for a new access token and a new refresh token of the same family. A token that
 * was already traded revokes the family, so a stolen copy and the original both stop working. No token
 * at all is answered like an expired one.
 */
export async function renewSession(
  deps: SessionDeps,
  refreshToken: string | null,
  storeId: string | undefined,
): Promise<Result<CustomerSession, 'SESSION_EXPIRED'>> {
  if (!refreshToken) return sessionExpired;
  const row = await findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (!row || (storeId !== undefined && row.storeId !== storeId) || row.revokedAt) return sessionExpired;
  if (await isSessionEnded(deps.db, row.storeId, row.familyId)) return sessionExpired;
  const now = deps.clock();
  const session = await deps.db.transaction(async (tx) => {
    if (!(await markRefreshTokenRotated(tx, row.storeId, row.id, now))) return null;
    const mobile = await findLoginMobile(tx, row.storeId, row.customerId);
    if (!mobile) return null;
    return issueSession(deps, tx, { storeId: row.storeId, customerId: row.customerId, mobile }, row.familyId);
  });
  if (session) return ok(session);
  // Already rotated (now or by a racing request): a replay. Expired tokens are just refused.
  if (row.rotatedAt || row.expiresAt > now) await revokeRefreshTokenFamily(deps.db, row.storeId, row.familyId, now);
  return sessionExpired;
}

/**
 * Logout: ends the session the refresh token belongs to, whatever state the token is in (live, rotated,
 * expired). Nothing is answered either way, so the call cannot tell whether a token exists; a token of
 * another store than the one named is left alone, as renewal leaves it.
 */
export async function endSession(
  deps: Pick<SessionDeps, 'db' | 'clock'>,
  refreshToken: string,
  storeId: string | undefined,
): Promise<void> {
  const row = await findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (!row || (storeId !== undefined && row.storeId !== storeId)) return;
  await revokeRefreshTokenFamily(deps.db, row.storeId, row.familyId, deps.clock());
}

async function issueSession(
  deps: SessionDeps,
  db: Db,
  subject: SessionSubject,
  familyId: string,
): Promise<CustomerSession> {
  const now = deps.clock();
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshTokenExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  await insertRefreshToken(db, {
    familyId,
    storeId: subject.storeId,
    customerId: subject.customerId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: refreshTokenExpiresAt,
  });
  const store = await findLoginStore(db, subject.storeId);
  if (!store) throw new Error('the session’s store is gone');
  const access = await deps.accessTokens.issue({
    storeId: subject.storeId,
    customerId: subject.customerId,
    orgId: store.orgId,
    sessionId: familyId,
  });
  return {
    mobile: subject.mobile,
    customerId: subject.customerId,
    accessToken: access.token,
    refreshToken,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshTokenExpiresAt: refreshTokenExpiresAt.toISOString(),
  };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
