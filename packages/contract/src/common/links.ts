/**
 * A store's own links (social profiles, support e-mail and phone) end up as `href`s on every page, so a
 * store document may hold only what a link of that kind needs: the import refuses anything else, naming the
 * field, and the storefront renders a link only when the same check passes.
 */

/** An e-mail address as the schema library checks one (its default pattern), without the library: the
 * storefront runs these checks on every page, where the library is not loaded. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the platform's URL parser reads `value` as an http(s) address with a host. */
function parsesAsHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether `value` is an absolute http(s) address with a host and nothing a link does not need: no spaces,
 * quotes or angle brackets, and no user name (`https://facebook.com@evil.example` goes to evil.example).
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>\\`]+$/i.test(value)) return false;
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  return authority !== '' && !authority.includes('@') && parsesAsHttpAddress(value);
}

/** Whether `value` is a plain e-mail address (`name@shop.example`), as a `mailto:` link needs. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Whether `value` reads as a phone number: digits, with an optional leading + and spaces, dashes or brackets. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{5,23}$/.test(value) && value.replace(/\D/g, '').length <= 15;
}
