import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from './login-limits.ts';

/** A uniformly random code from the OS's secure generator, zero-padded to OTP_DIGITS. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/**
 * What a code was sent for. A phone has one code per store (a resend replaces it), and the purpose is part of
 * its hash: a login code cannot erase an account, nor an erasure code log anyone in (decision 029), and a
 * shopper's login code never signs anyone in to the shop's console, nor the reverse (decision 036).
 */
export type OtpPurpose = 'login' | 'account-deletion' | 'staff-login';

/** Keyed hash bound to the store, phone and purpose: a stolen table cannot be brute-forced without the key. */
export function hashOtp(key: Buffer, storeId: string, mobile: string, otp: string, purpose: OtpPurpose): string {
  // A login code's text is left as it always was, so codes sent before this change still verify.
  const scope = purpose === 'login' ? '' : `${purpose}:`;
  return createHmac('sha256', key).update(`${scope}${storeId}:${mobile}:${otp}`).digest('hex');
}

export function otpMatches(
  key: Buffer,
  storeId: string,
  mobile: string,
  otp: string,
  purpose: OtpPurpose,
  storedHash: string,
): boolean {
  const presented = Buffer.from(hashOtp(key, storeId, mobile, otp, purpose), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
