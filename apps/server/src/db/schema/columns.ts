import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '@haat/contract/i18n/locales';
import { stores } from './stores.ts';

// The columns most tables share, written once. (The customer reference lives beside `customers` in
// identity.ts: importing that table here would make this file and identity.ts import each other.)

/** A moment with its time zone, read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The store a row belongs to: every table of a store's data has one, and goes with the store. */
export const storeRef = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** When the row was made and last changed; both start at the insert. */
export const timestamps = () => ({
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * A row's texts in languages other than English, as the store import writes them
 * (`{ "hi": { "name": "अमूल मक्खन" } }`); reads show a page's language from here, else the column's English
 * (decision 026).
 */
export const translations = <Field extends string>() =>
  jsonb('translations').$type<Translations<Field>>().notNull().default({});
