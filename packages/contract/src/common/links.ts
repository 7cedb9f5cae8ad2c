import { z } from 'zod';

/**
 * A store's own links (social profiles, support e-mail and phone) end up as `href`s on every page, so a
 * store document may hold only what a link of that kind needs: the import refuses anything else, naming the
 * field, and the storefront renders a link only when the same check passes.
 */

const emailSchema = z.email();
const httpAddressSchema = z.url({ protocol: /^https?$/ });

/**
 * Whether `value` is an absolute http(s) address with a host and nothing a link does not need: no spaces,
 * quotes or angle brackets, and no user name (`https://facebook.com@evil.example` goes to evil.example).
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>\\`]+$/i.test(value)) return false;
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  return authority !== '' && !authority.includes('@') && httpAddressSchema.safeParse(value).success;
}

/** Whether `value` is a plain e-mail address (`name@shop.example`), as a `mailto:` link needs. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailSchema.safeParse(value).success;
}

/** Whether `value` reads as a phone number: digits, with an optional leading + and spaces, dashes or brackets. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{5,23}$/.test(value) && value.replace(/\D/g, '').length <= 15;
}

/** A social profile or website link: an absolute http(s) address. */
export const webAddressSchema = z.string().trim().max(2048).refine(isWebAddress, 'must be an http(s) address');

/** A support e-mail address. */
export const emailAddressSchema = z.string().trim().refine(isEmailAddress, 'must be an e-mail address');

/** A support phone number. */
export const phoneNumberSchema = z.string().trim().refine(isPhoneNumber, 'must be a phone number');
