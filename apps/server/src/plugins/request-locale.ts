import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  parseAcceptLanguage,
  requestedLocale,
  SOURCE_LOCALE,
  type Locale,
} from '@haat/contract/i18n/locales';

/** One cookie's value from a `Cookie` header (we read one cookie, so no cookie library). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The language a page request asks for: the shopper's saved choice, else the browser's (null: neither). */
export function pageRequestedLocale(request: FastifyRequest): Locale | null {
  return requestedLocale(
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    parseAcceptLanguage(request.headers['accept-language']),
  );
}

/**
 * The language an API answer's shopper-visible texts are in (messages, SMS texts, the invoice): the
 * storefront sends its page's language as `Accept-Language` on every call; other callers get what their
 * header asks for, else English.
 */
export function apiLocale(request: FastifyRequest): Locale {
  return requestedLocale(null, parseAcceptLanguage(request.headers['accept-language'])) ?? SOURCE_LOCALE;
}
