import type { RequestOtpBody, VerifyCustomerOtpBody } from '@haat/contract/identity/identity.schemas';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { SmsSendError, type SmsProvider } from '#src/providers/sms/sms-provider.ts';
import type { Clock } from '#src/providers/clock.ts';
import { fail, ok, Refused, unlessRefused, type Refusal, type Result } from '#src/result.ts';
import { findLoginStore, findOrCreateCustomer, type LoginStore } from './identity.repository.ts';
import { loadServerKeys } from './server-secret.ts';
import { generateOtp, hashOtp, otpMatches, type OtpPurpose } from './otp-code.ts';
import {
  DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_TTL_SECONDS,
  resendBackoffSeconds,
} from './login-limits.ts';
import {
  consumeOtpCode,
  deleteIdleSendBuckets,
  findResendAfter,
  oldestSendSince,
  recordSend,
  recordSendWithinLimit,
  replaceOtpCode,
  setOtpResendAfter,
  spendOtpAttempt,
  voidOtpCode,
} from './otp.repository.ts';
import type { Locale } from '@haat/contract/i18n/locales';
import { text, translate, type MessageId } from '@haat/contract/i18n/translate';

const SEND_WINDOW_MS = OTP_SEND_WINDOW_SECONDS * 1000;

export interface OtpDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  otpKey: Buffer;
  /** OTP_SENDS_PER_IP_PER_HOUR (login-limits.ts). */
  sendsPerIpPerHour: number;
}

/** What sending and checking codes needs, built once per app from its config and providers. */
export function createOtpDeps(options: { db: Db; config: Config; clock: Clock; sms: SmsProvider }): OtpDeps {
  const { db, config, clock, sms } = options;
  return {
    db,
    clock,
    sms,
    otpKey: loadServerKeys(config).otpHash,
    sendsPerIpPerHour: config.otpSendsPerIpPerHour ?? DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
  };
}

const storeNotFound = fail('NOT_FOUND', 'server.storeNotFound');
const invalidOtp = fail('INVALID_OTP', 'login.invalidOtp');

/** The two waits carry their seconds too: the route answers them as a Retry-After header. */
type SendLimitedCode = 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED';
type Wait = { retryAfterSeconds: number };
type SendLimited = Refusal<SendLimitedCode, Wait>;

function resendTooSoon(retryAfterSeconds: number): SendLimited {
  // The wait grows with each resend (up to 15 minutes): seconds read well only for the first ones.
  const wait =
    retryAfterSeconds < 120
      ? text('server.otpResendWaitSeconds', { seconds: retryAfterSeconds })
      : text('server.otpResendWaitMinutes', { minutes: Math.ceil(retryAfterSeconds / 60) });
  return fail('RESEND_TOO_SOON', wait, { retryAfterSeconds });
}

function sendLimitReached(retryAfterSeconds: number): SendLimited {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return fail('SEND_LIMIT_REACHED', text('server.otpSendLimit', { minutes }), { retryAfterSeconds });
}

/**
 * Sends a fresh login code to the phone, its SMS in the language of the request (`locale`). Nothing here
 * depends on whether the phone has an account.
 */
export async function requestOtp(deps: OtpDeps, body: RequestOtpBody, ip: string, locale: Locale): Promise<SendResult> {
  const store = await findLoginStore(deps.db, body.storeId);
  if (!store || !sameName(store.orgName, body.orgName)) return storeNotFound;
  return sendCode(deps, { store, mobile: body.mobile, purpose: 'login' }, ip, locale);
}

/**
 * Sends a code for erasing a signed-in customer's account to the phone they log in with (decision 029):
 * the same cooldowns and limits as a login code (login-limits.ts), for it replaces the phone's code in the store.
 */
export async function requestAccountDeletionOtp(
  deps: OtpDeps,
  subject: { storeId: string; loginMobile: string },
  ip: string,
  locale: Locale,
): Promise<SendResult> {
  const store = await findLoginStore(deps.db, subject.storeId);
  if (!store) return storeNotFound;
  return sendCode(deps, { store, mobile: subject.loginMobile, purpose: 'account-deletion' }, ip, locale);
}

/**
 * Sends a console sign-in code to a member of the store's staff (the caller has checked that the phone is
 * one): the same code row, cooldowns and limits as a shopper's login, under a purpose of its own (decision 036).
 */
export async function requestStaffLoginOtp(
  deps: OtpDeps,
  subject: { storeId: string; mobile: string },
  ip: string,
  locale: Locale,
): Promise<SendResult> {
  const store = await findLoginStore(deps.db, subject.storeId);
  if (!store) return storeNotFound;
  return sendCode(deps, { store, mobile: subject.mobile, purpose: 'staff-login' }, ip, locale);
}

/**
 * Checks and uses up a console sign-in code as `verifyOtp` does a shopper's (the same tries per client, the
 * same answer for every wrong, used or expired code). Creates nothing: the member exists already.
 */
export async function useStaffLoginOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'otpKey'>,
  subject: { storeId: string; mobile: string; otp: string },
  ip: string,
): Promise<Result<true, 'INVALID_OTP'>> {
  const code = await spendAttemptOn(deps, { ...subject, purpose: 'staff-login' }, ip);
  if (!code || !(await consumeOtpCode(deps.db, subject.storeId, code.id, deps.clock()))) return invalidOtp;
  return ok(true);
}

type SendResult = Result<
  { expiresInSeconds: number; resendAfterSeconds: number },
  'NOT_FOUND' | 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED' | 'PROVIDER_FAILED',
  { retryAfterSeconds?: number }
>;

const smsTextOf: Record<OtpPurpose, MessageId> = {
  login: 'sms.otp',
  'account-deletion': 'sms.accountDeletionOtp',
  'staff-login': 'sms.staffOtp',
};

/**
 * The cooldown (growing with each send to the phone in this store within the hour) and the per-IP cap are
 * checked and recorded in one transaction, so a refused request leaves no trace; the SMS goes out after the
 * commit, and a failed SMS voids the code.
 */
async function sendCode(
  deps: OtpDeps,
  code: { store: LoginStore; mobile: string; purpose: OtpPurpose },
  ip: string,
  locale: Locale,
): Promise<SendResult> {
  const { store, mobile } = code;
  const now = deps.clock();
  const otp = generateOtp();
  const codeHash = hashOtp(deps.otpKey, store.id, mobile, otp, code.purpose);
  const reservation = await unlessRefused<{ codeId: string; resendAfterSeconds: number }, SendLimitedCode, Wait>(() =>
    deps.db.transaction((tx) => reserveSend(tx, deps, store, mobile, codeHash, ip, now)),
  );
  if (!reservation.ok) return reservation;
  const reserved = reservation.value;
  void deleteIdleSendBuckets(deps.db, new Date(now.getTime() - SEND_WINDOW_MS)).catch(() => undefined);
  try {
    const text = translate(locale, smsTextOf[code.purpose], { otp, store: store.name });
    await deps.sms.sendOtp({ storeId: store.id, storeName: store.name, mobile, otp, locale, text });
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    await voidOtpCode(deps.db, store.id, reserved.codeId, deps.clock());
    return fail('PROVIDER_FAILED', 'login.otpSendFailed');
  }
  return ok({ expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: reserved.resendAfterSeconds });
}

async function reserveSend(
  tx: Db,
  deps: OtpDeps,
  store: LoginStore,
  mobile: string,
  codeHash: string,
  ip: string,
  now: Date,
): Promise<{ codeId: string; resendAfterSeconds: number }> {
  const codeId = await replaceOtpCode(tx, {
    storeId: store.id,
    mobile,
    codeHash,
    sentAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    resendAfter: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000),
  });
  if (!codeId) {
    const resendAfter = await findResendAfter(tx, store.id, mobile);
    throw new Refused(resendTooSoon(secondsUntil(resendAfter, now)));
  }
  const windowStart = new Date(now.getTime() - SEND_WINDOW_MS);
  // Keyed by store and phone: sends in one shop never hold the number back in another.
  const sends = await recordSend(tx, `phone:${store.id}:${mobile}`, now, windowStart);
  const resendAfterSeconds = resendBackoffSeconds(sends);
  if (resendAfterSeconds !== OTP_RESEND_SECONDS) {
    await setOtpResendAfter(tx, store.id, codeId, new Date(now.getTime() + resendAfterSeconds * 1000));
  }
  const ipKey = `ip:${ip}`;
  if (!(await recordSendWithinLimit(tx, ipKey, now, windowStart, deps.sendsPerIpPerHour))) {
    const oldest = await oldestSendSince(tx, ipKey, windowStart);
    const freesAt = oldest ? new Date(oldest.getTime() + SEND_WINDOW_MS) : now;
    throw new Refused(sendLimitReached(secondsUntil(freesAt, now)));
  }
  return { codeId, resendAfterSeconds };
}

/**
 * Checks the code and returns the customer it proves, creating them (with wallet and cart) on the first
 * login. Every wrong, expired, used or locked code is the same INVALID_OTP. Tries are counted per client
 * address (`ip`), so a stranger guessing at someone's code does not spend the owner's tries.
 */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'otpKey'>,
  body: VerifyCustomerOtpBody,
  ip: string,
): Promise<Result<{ customerId: string; storeId: string; mobile: string }, 'NOT_FOUND' | 'INVALID_OTP'>> {
  const store = await findLoginStore(deps.db, body.storeId);
  if (!store || store.orgId !== body.orgId || store.locationId !== body.locationId) return storeNotFound;
  const code = await spendAttemptOn(
    deps,
    { storeId: store.id, mobile: body.mobile, otp: body.otp, purpose: 'login' },
    ip,
  );
  if (!code) return invalidOtp;
  const now = deps.clock();
  const customerId = await deps.db.transaction(async (tx) => {
    if (!(await consumeOtpCode(tx, store.id, code.id, now))) return null;
    return (await findOrCreateCustomer(tx, store.id, body.mobile)).id;
  });
  if (!customerId) return invalidOtp;
  return ok({ customerId, storeId: store.id, mobile: body.mobile });
}

/**
 * Checks an account-erasure code as `verifyOtp` checks a login code (the same tries per client, the same
 * answer for every wrong, used or expired code, a login code included), without using it up: the erasure
 * uses it up (`consumeOtpCode`) in the transaction that erases, so a refused erasure leaves it for another try.
 */
export async function proveAccountDeletionOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'otpKey'>,
  subject: { storeId: string; loginMobile: string; otp: string },
  ip: string,
): Promise<Result<{ codeId: string }, 'INVALID_OTP'>> {
  const code = await spendAttemptOn(
    deps,
    { storeId: subject.storeId, mobile: subject.loginMobile, otp: subject.otp, purpose: 'account-deletion' },
    ip,
  );
  return code ? ok({ codeId: code.id }) : invalidOtp;
}

/** Spends one of `ip`'s tries on the phone's live code; the code when it is the one presented, for this purpose. */
async function spendAttemptOn(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'otpKey'>,
  presented: { storeId: string; mobile: string; otp: string; purpose: OtpPurpose },
  ip: string,
): Promise<{ id: string } | null> {
  const { storeId, mobile, otp, purpose } = presented;
  const code = await spendOtpAttempt(deps.db, storeId, mobile, ip, deps.clock());
  return code && otpMatches(deps.otpKey, storeId, mobile, otp, purpose, code.codeHash) ? code : null;
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

function secondsUntil(when: Date | null, now: Date): number {
  return Math.max(1, Math.ceil(((when?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}
