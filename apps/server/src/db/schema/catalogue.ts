import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { ProductDeclarations } from '@haat/contract/catalogue/declarations.schemas';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import { storeRef, timestampTz, translations } from './columns.ts';

/** PostgreSQL full-text document; drizzle has no built-in column type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    imagePath: text('image_path'),
    isActive: boolean('is_active').notNull().default(true),
    translations: translations<'name'>(),
  },
  (t) => [index('categories_store_idx').on(t.storeId, t.position)],
);

/**
 * `is_shown`, `shown_selling_price_paise` and `search_vector` are kept by database triggers (migration
 * 0003_catalogue_search_triggers), so every writer — the store import, the CLI, tests — keeps them right
 * without knowing about them: shown = the first variant (lowest position) exists and is visible; the
 * search vector is name (weight A) + brand (B) + category name (C), each with its translations (migration
 * 0013), under the 'simple' configuration.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand'),
    description: text('description'),
    translations: translations<'name' | 'brand' | 'description'>(),
    thumbnail: text('thumbnail'),
    isSubscribable: boolean('is_subscribable').notNull().default(false),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    taxType: text('tax_type').$type<TaxType>().notNull(),
    /** Null only for products imported before invoices printed HSN codes (migration 0015). */
    hsnCode: text('hsn_code'),
    /** What its package declares (decision 028); null only for products imported before. */
    declarations: jsonb('declarations').$type<ProductDeclarations>(),
    /** The rating its import document brings (gathered before Haat, or the demo's); see decision 046. */
    importedAverageRating: doublePrecision('imported_average_rating').notNull().default(0),
    /** How many ratings the imported average comes from: its weight beside buyers' ratings. */
    importedRatingCount: integer('imported_rating_count').notNull().default(0),
    /** The sum and number of its buyers' shown ratings, kept by a trigger on product_reviews (migration 0022). */
    buyerRatingSum: integer('buyer_rating_sum').notNull().default(0),
    buyerRatingCount: integer('buyer_rating_count').notNull().default(0),
    /**
     * What search filters on and pages show: the imported and buyers' ratings together, each rating weighing
     * one (decision 046); the imported average alone until a buyer rates.
     */
    averageRating: doublePrecision('average_rating')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN buyer_rating_count = 0 THEN imported_average_rating ELSE (imported_average_rating * imported_rating_count + buyer_rating_sum) / (imported_rating_count + buyer_rating_count) END`,
      ),
    /** How many ratings the average comes from: the count beside it on its page; 0 with no rating. */
    ratingCount: integer('rating_count')
      .notNull()
      .generatedAlwaysAs(sql`imported_rating_count + buyer_rating_count`),
    /** Its place in the store's own order (the import document's), which listings follow among equal sellers. */
    position: integer('position').notNull().default(0),
    /**
     * Units sold in the last SALES_WINDOW_DAYS: listings show best sellers first. Kept by the product-sales
     * job (jobs/product-sales.ts), not by writers, so an order costs no write here.
     */
    recentUnitsSold: integer('recent_units_sold').notNull().default(0),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    isShown: boolean('is_shown').notNull().default(false),
    shownSellingPricePaise: integer('shown_selling_price_paise'),
    /** Whether the first variant has stock: listings show these first (kept by the variants' trigger). */
    shownInStock: boolean('shown_in_stock').notNull().default(false),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The thing its name ends on, in each language ('Aloo Bhujia' → bhujia, भुजिया): search ranks a product
     * that is what was asked for first (decision 042). `name_thing()` is in migration 0022.
     */
    nameThings: text('name_things')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`name_thing(name) || name_thing(coalesce(translations #>> '{hi,name}', ''))`),
  },
  (t) => [
    index('products_store_category_idx').on(t.storeId, t.categoryId),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    // Listing and search read only shown products, those in stock first: partial indexes stay as small as
    // the shop window and give each order without a sort. Listings go best sellers first (popularFirst).
    index('products_shown_stock_popular_idx')
      .on(t.storeId, t.shownInStock.desc(), t.recentUnitsSold.desc(), t.position, t.createdAt.desc(), t.id)
      .where(sql`${t.isShown}`),
    index('products_shown_category_stock_popular_idx')
      .on(
        t.storeId,
        t.categoryId,
        t.shownInStock.desc(),
        t.recentUnitsSold.desc(),
        t.position,
        t.createdAt.desc(),
        t.id,
      )
      .where(sql`${t.isShown}`),
    // Search's "newest" order.
    index('products_shown_stock_newest_idx')
      .on(t.storeId, t.shownInStock.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isShown}`),
    index('products_shown_stock_price_idx')
      .on(t.storeId, t.shownInStock.desc(), t.shownSellingPricePaise)
      .where(sql`${t.isShown}`),
    index('products_shown_stock_rating_idx')
      .on(t.storeId, t.shownInStock.desc(), t.averageRating)
      .where(sql`${t.isShown}`),
    index('products_shown_stock_name_idx')
      .on(t.storeId, t.shownInStock.desc(), t.name)
      .where(sql`${t.isShown}`),
    // Both, and the planner picks (decision 051): the global index for a store that is most of the table, the
    // one led by the store (btree_gin) among many stores, where it reads only that store's postings.
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_store_search_vector_idx').using('gin', t.storeId, t.searchVector),
  ],
);

/** Money in integer paise. The variant at position 0 is the one the storefront shows. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull(),
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

/**
 * Every word of a store's search vectors, kept by trigger. Search corrects misspellings per word against
 * this small dictionary with trigram similarity ('panner' → 'paneer'), the pattern the pg_trgm manual
 * recommends, then matches products through the tsvector index. Words are never removed: a stale one only
 * adds an alternative that matches nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    storeId: storeRef(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.term] }),
    // Led by the store, as products' search index (decision 051).
    index('search_terms_store_term_trgm_idx').using('gin', t.storeId, t.term.op('gin_trgm_ops')),
  ],
);

/**
 * How many shown products a store has per category (the nil uuid stands for "no category"), kept by
 * trigger (migration 0004_shown_product_counts) so that the category list and the product list count
 * read a few rows instead of counting up to 50,000 products on every home page. Deltas are added, so
 * concurrent writers commute.
 */
export const shownProductCounts = pgTable(
  'shown_product_counts',
  {
    storeId: storeRef(),
    categoryKey: uuid('category_key').notNull(),
    shownCount: integer('shown_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryKey] })],
);
