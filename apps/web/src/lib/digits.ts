import { PHONE_DIGITS } from '@haat/contract/constants';

/** Spec §5: pin and OTP fields drop anything but digits and stop at their length (after the strip). */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * A phone field keeps the 10 digits of an Indian mobile number. A number pasted with its country code
 * (`+91 98765 43210`, `0091…`) or trunk zero (`098765 43210`) keeps the 10 digits after it.
 */
export function keepPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (/^\s*(\+|00)\s*91/.test(value)) return digits.replace(/^(00)?91/, '').slice(0, PHONE_DIGITS);
  if (digits.length > PHONE_DIGITS && digits.startsWith('0')) return digits.slice(1, PHONE_DIGITS + 1);
  return digits.slice(0, PHONE_DIGITS);
}

/** An amount field keeps digits and one decimal point (`1,2a5.5.0` → `125.50`); its rules say the rest. */
export function keepAmount(value: string): string {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('')}`;
}
