import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LOCALES, SOURCE_LOCALE, type Locale, type Translations } from '@haat/contract/i18n/locales';

/**
 * A store's text as a page in `locale` shows it (decision 026): the row's translation into that language,
 * else the text as the store wrote it. English reads the column alone, so English statements, and the
 * indexes they sort by, stay as they were.
 */
export function translatedColumn<Text extends string | null = string>(
  locale: Locale,
  translations: SQLWrapper,
  field: string,
  written: SQLWrapper,
): SQL<NoInfer<Text>> {
  if (locale === SOURCE_LOCALE) return sql<Text>`${written}`;
  return sql<Text>`coalesce(${translations} -> ${locale}::text ->> ${field}::text, ${written})`;
}

/** The same for a row already read (a store's policies). */
export function translatedText<Field extends string>(
  locale: Locale,
  translations: Translations<Field>,
  field: Field,
  written: string | null,
): string | null {
  if (locale === SOURCE_LOCALE) return written;
  return translations[locale]?.[field] ?? written;
}

/** One of `write` for every language: statements whose text differs by language, written once each. */
export function perLocale<T>(write: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, write(locale)])) as Record<Locale, T>;
}
