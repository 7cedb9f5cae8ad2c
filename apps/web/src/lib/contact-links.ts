import { isEmailAddress, isPhoneNumber, isWebAddress } from '@haat/contract/common/links';

/**
 * A store's links as `href`s, or null when the value is not what such a link needs: the import checks the
 * same rules, and this keeps a store imported before it did (or a bad value from anywhere) from becoming a
 * `javascript:` or otherwise hostile link.
 */

/** A social profile or website: only an absolute http(s) address. */
export function webHref(address: string | null): string | null {
  return address && isWebAddress(address) ? address : null;
}

/** `help@shop.example` → `mailto:help@shop.example`. */
export function mailtoHref(address: string | null): string | null {
  return address && isEmailAddress(address) ? `mailto:${address}` : null;
}

/** `98765 43210` → `tel:+919876543210`; the +91 prefix is added to a bare 10-digit number. */
export function telHref(number: string | null): string | null {
  if (!number || !isPhoneNumber(number)) return null;
  const digits = number.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+91${digits}` : digits}`;
}
