import { boolean, doublePrecision, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    imagePath: text('image_path'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_store_idx').on(t.storeId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand'),
    description: text('description'),
    thumbnail: text('thumbnail'),
    isSubscribable: boolean('is_subscribable').notNull().default(false),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    taxType: text('tax_type').notNull(),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_store_category_idx').on(t.storeId, t.categoryId),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

/** Money in integer paise. The variant at position 0 is the one the storefront shows. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    availableQuantity: integer('available_quantity').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    imagePaths: text('image_paths').array().notNull().default([]),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_store_idx').on(t.storeId),
  ],
);
