import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeRef, translations } from './columns.ts';

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    bannerPath: text('banner_path').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    alt: text('alt'),
    /** A storefront path or an https URL, resolved by the import from the document's target. */
    link: text('link'),
    /** Its alt text and its image (the public path of the art drawn in that language) per language. */
    translations: translations<'alt' | 'bannerPath'>(),
  },
  (t) => [index('banners_store_idx').on(t.storeId, t.position)],
);

export const announcementBars = pgTable(
  'announcement_bars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    message: text('message').notNull(),
    backgroundColor: text('background_color').notNull(),
    color: text('color').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    translations: translations<'message'>(),
  },
  (t) => [index('announcement_bars_store_idx').on(t.storeId, t.position)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    customerName: text('customer_name').notNull(),
    message: text('message').notNull(),
    city: text('city'),
    imagePath: text('image_path'),
    rating: doublePrecision('rating').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    translations: translations<'message' | 'city'>(),
  },
  (t) => [index('testimonials_store_idx').on(t.storeId, t.position)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    translations: translations<'q' | 'a'>(),
  },
  (t) => [index('faqs_store_idx').on(t.storeId, t.position)],
);

export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    position: integer('position').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('delivery_slots_store_idx').on(t.storeId, t.position)],
);
