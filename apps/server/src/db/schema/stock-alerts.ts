import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@haat/contract/i18n/locales';
import { productVariants } from './catalogue.ts';
import { storeRef, timestampTz } from './columns.ts';
import { customerRef } from './identity.ts';

/**
 * A shopper's "Notify me" on a pack size that was out of stock (issue 40). Open while `sent_at` is null: one
 * open request per shopper and pack. The SMS job claims an open request whose pack has stock again by setting
 * `sent_at`, so one server of many sends it, once; a sent request stays as the record of that one SMS.
 * Cancelling deletes an open request. `locale` is the language the shopper asked in, which the SMS speaks.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_key')
      .on(t.storeId, t.customerId, t.productVariantId)
      .where(sql`${t.sentAt} IS NULL`),
    // The job's scan: open requests only, by pack, so it reads as few rows as there are waiting shoppers.
    index('stock_alerts_open_variant_idx')
      .on(t.productVariantId)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
