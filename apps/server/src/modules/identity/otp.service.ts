import { OTP_RESEND_SECONDS } from '@haat/contract/constants';
import type { RequestOtpBody, VerifyCustomerOtpBody } from '@haat/contract/identity/identity.schemas';
import type { Db } from '#src/db/connect.ts';
import { SmsSendError, type SmsProvider } from '#src/providers/sms/sms-provider.ts';
import type { Clock } from './clock.ts';
import { findLoginStore, findOrCreateCustomer, type LoginStore } from './identity.repository.ts';
import { generateOtp, hashOtp, otpMatches } from './otp-code.ts';
import {
  consumeOtpCode,
  deleteIdleSendBuckets,
  findResendAfter,
  oldestSendSince,
  recordSendWithinLimit,
  replaceOtpCode,
  spendOtpAttempt,
  voidOtpCode,
} from './otp.repository.ts';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface OtpDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  otpKey: Buffer;
  sendsPerIpPerHour: number;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type RequestOtpError =
  | { code: 'STORE_NOT_FOUND' }
  | { code: 'RESEND_TOO_SOON'; retryAfterSeconds: number }
  | { code: 'SEND_LIMIT_REACHED'; retryAfterSeconds: number }
  | { code: 'SMS_FAILED' };

/** Thrown inside the reservation transaction to roll it back, then turned into a result. */
class SendRefused {
  constructor(readonly error: RequestOtpError) {}
}

/**
 * Sends a fresh code to the phone. The cooldown, the per-phone cap (any store) and the per-IP cap are
 * checked and recorded in one transaction, so a refused request leaves no trace; the SMS goes out after
 * the commit, and a failed SMS voids the code. Nothing here depends on whether the phone has an account.
 */
export async function requestOtp(
  deps: OtpDeps,
  body: RequestOtpBody,
  ip: string,
): Promise<Result<{ expiresInSeconds: number; resendAfterSeconds: number }, RequestOtpError>> {
  const store = await findLoginStore(deps.db, body.storeId);
  if (!store || !sameName(store.orgName, body.orgName)) return { ok: false, error: { code: 'STORE_NOT_FOUND' } };
  const now = deps.clock();
  const otp = generateOtp();
  let codeId: string;
  try {
    codeId = await deps.db.transaction((tx) => reserveSend(tx, deps, store, body.mobile, otp, ip, now));
  } catch (error) {
    if (error instanceof SendRefused) return { ok: false, error: error.error };
    throw error;
  }
  void deleteIdleSendBuckets(deps.db, new Date(now.getTime() - HOUR_MS)).catch(() => undefined);
  try {
    await deps.sms.sendOtp({ storeId: store.id, storeName: store.name, mobile: body.mobile, otp });
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    await voidOtpCode(deps.db, store.id, codeId, deps.clock());
    return { ok: false, error: { code: 'SMS_FAILED' } };
  }
  return { ok: true, value: { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS } };
}

async function reserveSend(
  tx: Db,
  deps: OtpDeps,
  store: LoginStore,
  mobile: string,
  otp: string,
  ip: string,
  now: Date,
): Promise<string> {
  const codeId = await replaceOtpCode(tx, {
    storeId: store.id,
    mobile,
    codeHash: hashOtp(deps.otpKey, store.id, mobile, otp),
    sentAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    resendAfter: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000),
  });
  if (!codeId) {
    const resendAfter = await findResendAfter(tx, store.id, mobile);
    throw new SendRefused({ code: 'RESEND_TOO_SOON', retryAfterSeconds: secondsUntil(resendAfter, now) });
  }
  const windowStart = new Date(now.getTime() - HOUR_MS);
  const limits: Array<[string, number]> = [
    [`phone:${mobile}`, OTP_SENDS_PER_PHONE_PER_HOUR],
    [`ip:${ip}`, deps.sendsPerIpPerHour],
  ];
  for (const [key, limit] of limits) {
    if (!(await recordSendWithinLimit(tx, key, now, windowStart, limit))) {
      const oldest = await oldestSendSince(tx, key, windowStart);
      const freesAt = oldest ? new Date(oldest.getTime() + HOUR_MS) : now;
      throw new SendRefused({ code: 'SEND_LIMIT_REACHED', retryAfterSeconds: secondsUntil(freesAt, now) });
    }
  }
  return codeId;
}

export type VerifyOtpError = { code: 'STORE_NOT_FOUND' } | { code: 'INVALID_OTP' };

/**
 * Checks the code and returns the customer it proves, creating them (with wallet and cart) on the first
 * login. Every wrong, expired, used or locked code is the same INVALID_OTP.
 */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'clock' | 'otpKey'>,
  body: VerifyCustomerOtpBody,
): Promise<Result<{ customerId: string; storeId: string; mobile: string }, VerifyOtpError>> {
  const store = await findLoginStore(deps.db, body.storeId);
  if (!store || store.orgId !== body.orgId || store.locationId !== body.locationId) {
    return { ok: false, error: { code: 'STORE_NOT_FOUND' } };
  }
  const now = deps.clock();
  const code = await spendOtpAttempt(deps.db, store.id, body.mobile, now);
  if (!code || !otpMatches(deps.otpKey, store.id, body.mobile, body.otp, code.codeHash)) {
    return { ok: false, error: { code: 'INVALID_OTP' } };
  }
  const customerId = await deps.db.transaction(async (tx) => {
    if (!(await consumeOtpCode(tx, store.id, code.id, now))) return null;
    return (await findOrCreateCustomer(tx, store.id, body.mobile)).id;
  });
  if (!customerId) return { ok: false, error: { code: 'INVALID_OTP' } };
  return { ok: true, value: { customerId, storeId: store.id, mobile: body.mobile } };
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

function secondsUntil(when: Date | null, now: Date): number {
  return Math.max(1, Math.ceil(((when?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}
