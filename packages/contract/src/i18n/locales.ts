/**
 * The storefront's languages and how a page picks one. English is the source language: its catalogue is the
 * spec's texts word for word; Hindi is written for shoppers (see messages/glossary.md). Decision 024.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = 'en' satisfies Locale;

/** The languages a store's own content (names, descriptions, policies) may be translated into. */
export type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;
export const TRANSLATED_LOCALES = ['hi'] as const satisfies readonly TranslatedLocale[];

/**
 * A row's texts in the languages other than the one its store writes in: `{ hi: { name: 'अमूल मक्खन' } }`.
 * A text missing here shows as written (decision 026).
 */
export type Translations<Field extends string> = { [L in TranslatedLocale]?: { [F in Field]?: string } };

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/**
 * The cookie that keeps a shopper's choice: read by the server to render the page in it, and sent with every
 * API call (same origin), so messages, SMS texts and invoices follow it too. A year, site-wide: the choice is
 * the shopper's, not one store's.
 */
export const LANGUAGE_COOKIE = 'haat_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** What a store offers: the languages its shoppers may choose, and the one a first visit falls back to. */
export interface StoreLanguages {
  offered: readonly Locale[];
  default: Locale;
}

export const ALL_LANGUAGES: StoreLanguages = { offered: LOCALES, default: SOURCE_LOCALE };

/**
 * The language a visitor asks for, whatever the store: their own choice (the cookie), else the first of the
 * browser's preferred languages we have (`hi-IN` counts as `hi`); null when neither names one. Kept apart from
 * the store's answer so a kept page is keyed by it before the store is even looked up.
 */
export function requestedLocale(chosen: string | null | undefined, preferred: readonly string[] = []): Locale | null {
  if (isLocale(chosen)) return chosen;
  for (const tag of preferred) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/** The language a page is in: the one asked for when the store offers it, else the store's default. */
export function pageLocale(requested: Locale | null, store: StoreLanguages): Locale {
  if (requested && store.offered.includes(requested)) return requested;
  return store.offered.includes(store.default) ? store.default : (store.offered[0] ?? SOURCE_LOCALE);
}

/** An `Accept-Language` header's languages, most preferred first (`q=0` means "not this one"). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
