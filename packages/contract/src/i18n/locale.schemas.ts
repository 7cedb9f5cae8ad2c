import { z } from 'zod';
import { LOCALES, TRANSLATED_LOCALES } from './locales.ts';

export const localeSchema = z.enum(LOCALES);

/**
 * `GET /api/messages/{locale}`: the storefront's texts in one language, compiled for Lingui's runtime: a text,
 * or its parts (strings and placeholders such as `["name"]`), by message id.
 */
export const compiledMessagesSchema = z.record(z.string(), z.union([z.string(), z.array(z.unknown())]));

/** The languages a store offers its shoppers and the one a first visit falls back to (one of them). */
export const storeLanguagesSchema = z
  .object({ offered: z.array(localeSchema).min(1), default: localeSchema })
  .refine((languages) => languages.offered.includes(languages.default), {
    message: 'The default language must be one of the offered languages',
    path: ['default'],
  });

/**
 * The `translations` of a row of store content: for each language but English, any of `fields` written in
 * it (`{ hi: { name: 'अमूल मक्खन' } }`); an unknown language or field is refused, a missing one shows the
 * English (decision 026).
 */
export function translationsSchema<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return z
    .partialRecord(z.enum(TRANSLATED_LOCALES), z.partialRecord(z.enum(fields), z.string().trim().min(1)))
    .default({});
}
