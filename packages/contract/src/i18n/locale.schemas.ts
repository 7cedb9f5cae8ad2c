import { z } from 'zod';
import { LOCALES } from './locales.ts';

export const localeSchema = z.enum(LOCALES);

/** The languages a store offers its shoppers and the one a first visit falls back to (one of them). */
export const storeLanguagesSchema = z
  .object({ offered: z.array(localeSchema).min(1), default: localeSchema })
  .refine((languages) => languages.offered.includes(languages.default), {
    message: 'The default language must be one of the offered languages',
    path: ['default'],
  });
