import type { ConsoleMe, StaffOtpVerifyBody, StaffSession } from '@haat/contract/console/staff.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import {
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  STAFF_ACCESS_TOKEN_TTL_SECONDS,
  requestStaffLoginOtp,
  useStaffLoginOtp,
  type OtpDeps,
  type StaffAccessTokens,
} from '#src/modules/identity/index.ts';
import type { StaffPrincipal } from './staff-auth.ts';
import type { Clock } from '#src/providers/clock.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import {
  endStaffSession,
  findLiveStaff,
  findLiveStaffByMobile,
  findStaffStore,
  insertStaffSession,
} from './staff.repository.ts';
import { toStaffMember } from './staff.service.ts';

export interface StaffLoginDeps {
  db: Db;
  clock: Clock;
  otp: OtpDeps;
  tokens: StaffAccessTokens;
}

const storeNotFound = fail('NOT_FOUND', 'server.storeNotFound');

type CodeSent = { expiresInSeconds: number; resendAfterSeconds: number };

/**
 * Sends a console sign-in code to the phone when it belongs to the store's staff. Any other phone gets the same
 * answer and no SMS: the route tells nobody who works at a shop, and sends nothing to strangers' phones.
 */
export async function requestStaffCode(
  deps: StaffLoginDeps,
  storeId: string,
  mobile: string,
  ip: string,
  locale: Locale,
): Promise<
  Result<
    CodeSent,
    'NOT_FOUND' | 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED' | 'PROVIDER_FAILED',
    { retryAfterSeconds?: number }
  >
> {
  if (!(await findStaffStore(deps.db, storeId))) return storeNotFound;
  if (!(await findLiveStaffByMobile(deps.db, storeId, mobile))) {
    return ok({ expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS });
  }
  return requestStaffLoginOtp(deps.otp, { storeId, mobile }, ip, locale);
}

/**
 * Checks the code and starts a console session (a row the gate reads on every request), recorded in the audit
 * log. A phone not on the staff is answered like a wrong code.
 */
export async function signInStaff(
  deps: StaffLoginDeps,
  storeId: string,
  body: StaffOtpVerifyBody,
  ip: string,
): Promise<Result<StaffSession, 'NOT_FOUND' | 'INVALID_OTP'>> {
  const store = await findStaffStore(deps.db, storeId);
  if (!store) return storeNotFound;
  const member = await findLiveStaffByMobile(deps.db, storeId, body.mobile);
  if (!member) return fail('INVALID_OTP', 'login.invalidOtp');
  const proved = await useStaffLoginOtp(deps.otp, { storeId, mobile: body.mobile, otp: body.otp }, ip);
  if (!proved.ok) return proved;
  const now = deps.clock();
  const sessionId = await deps.db.transaction(async (tx) => {
    const id = await insertStaffSession(tx, {
      storeId,
      staffId: member.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_ACCESS_TOKEN_TTL_SECONDS * 1000),
    });
    await recordConsoleAction(tx, {
      storeId,
      staffId: member.id,
      action: 'STAFF_SIGNED_IN',
      targetType: 'STAFF',
      targetId: member.id,
      before: null,
      after: { sessionId: id },
    });
    return id;
  });
  const access = await deps.tokens.issue({
    staffId: member.id,
    storeId,
    orgId: store.orgId,
    role: member.role,
    sessionId,
  });
  return ok({
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    staff: toStaffMember(member),
  });
}

/** Ends the session the token was issued in: that token stops working at once. */
export async function signOutStaff(deps: Pick<StaffLoginDeps, 'db' | 'clock'>, staff: StaffPrincipal): Promise<void> {
  await endStaffSession(deps.db, staff.storeId, staff.sessionId, deps.clock());
}

/** The signed-in member and their store. */
export async function getConsoleMe(db: Db, staff: StaffPrincipal): Promise<Result<ConsoleMe, 'NOT_FOUND'>> {
  const [member, store] = await Promise.all([
    findLiveStaff(db, staff.storeId, staff.staffId),
    findStaffStore(db, staff.storeId),
  ]);
  if (!member || !store) return storeNotFound;
  return ok({ staff: toStaffMember(member), store: { id: store.id, name: store.name, friendlyId: store.friendlyId } });
}
