import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@haat/contract/constants';

/** A uniformly random code from the OS's secure generator, zero-padded to OTP_DIGITS. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/** Keyed hash bound to the store and phone: a stolen table cannot be brute-forced without the key. */
export function hashOtp(key: Buffer, storeId: string, mobile: string, otp: string): string {
  return createHmac('sha256', key).update(`${storeId}:${mobile}:${otp}`).digest('hex');
}

export function otpMatches(key: Buffer, storeId: string, mobile: string, otp: string, storedHash: string): boolean {
  const presented = Buffer.from(hashOtp(key, storeId, mobile, otp), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
