import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { storeRef, timestamps, timestampTz } from './columns.ts';
import { staff } from './console.ts';
import { customerRef } from './identity.ts';

/**
 * A buyer's rating (1–5) and short review of a product (issue 40, decision 046): one per shopper and
 * product, edited in place. A hidden review (`hiddenAt`, by the shop) neither shows nor counts. Each change
 * recounts the product's buyer ratings in a trigger (migration 0022), so an erased account's reviews leave
 * its products' averages too.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: customerRef(),
    rating: smallint('rating').notNull(),
    /** Plain text, trimmed; null for a rating without words. */
    body: text('body'),
    ...timestamps(),
    hiddenAt: timestampTz('hidden_at'),
    /** Who hid it; null when the operator's command line did (or the member was removed since). */
    hiddenByStaffId: uuid('hidden_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('product_reviews_one_per_shopper_key').on(t.storeId, t.productId, t.customerId),
    // The product page's latest shown reviews.
    index('product_reviews_shown_idx')
      .on(t.storeId, t.productId, t.updatedAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    // The console's list, newest first.
    index('product_reviews_store_updated_idx').on(t.storeId, t.updatedAt.desc(), t.id),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
