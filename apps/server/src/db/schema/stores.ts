import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale, Translations } from '@haat/contract/i18n/locales';
import type { DeliveryTimeLabel, PaymentProvider, Policies } from '@haat/contract/stores/stores.schemas';
import type { StoreSeller } from '@haat/contract/stores/seller.schemas';
import { DEFAULT_COD_LIMITS, DEFAULT_ORDER_WAIT_HOURS } from '@haat/contract/orders/orders.values';
import { DEFAULT_SUBSCRIPTION_CUTOFF } from '@haat/contract/subscriptions/delivery-days';

export const orgs = pgTable('orgs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  logoPath: text('logo_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    friendlyId: text('friendly_id').notNull().unique(),
    name: text('name').notNull(),
    /** A store has one location today; its id is the `locationId` a shopper logs in with. */
    locationId: uuid('location_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    locationName: text('location_name').notNull(),
    logoPath: text('logo_path'),
    favicon: text('favicon'),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    neutralColor: text('neutral_color').notNull(),
    gridHomePage: smallint('grid_home_page'),
    gridCatalogPage: smallint('grid_catalog_page'),
    facebookUrl: text('facebook_url'),
    xUrl: text('x_url'),
    linkedInUrl: text('linked_in_url'),
    instagramUrl: text('instagram_url'),
    callSupportNumber: text('call_support_number'),
    supportEmail: text('support_email'),
    /** Who sells: legal name, address, GST registration, FSSAI, grievance officer (decision 028). */
    seller: jsonb('seller').$type<StoreSeller>(),
    onlinePaymentEnabled: boolean('online_payment_enabled').notNull().default(false),
    activePaymentMethod: text('active_payment_method').$type<PaymentProvider>(),
    codEnabled: boolean('cod_enabled').notNull().default(true),
    /** Cash-on-delivery orders (and their units) one shopper may have not yet delivered or cancelled. */
    codMaxOpenOrders: smallint('cod_max_open_orders').notNull().default(DEFAULT_COD_LIMITS.openOrders),
    codMaxOpenUnits: integer('cod_max_open_units').notNull().default(DEFAULT_COD_LIMITS.openUnits),
    /** Hours a PLACED order may wait for the shop before it is cancelled and its stock returned; null: for ever. */
    orderWaitHours: smallint('order_wait_hours').default(DEFAULT_ORDER_WAIT_HOURS),
    walletEnabled: boolean('wallet_enabled').notNull().default(false),
    privacyPolicy: text('privacy_policy'),
    refundPolicy: text('refund_policy'),
    shippingPolicy: text('shipping_policy'),
    termsConditions: text('terms_conditions'),
    policyTranslations: jsonb('policy_translations').$type<Translations<keyof Policies>>().notNull().default({}),
    shippingEnabled: boolean('shipping_enabled').notNull().default(false),
    /** Changes to a subscription delivery close the day before at this time (`HH:MM`, India). */
    subscriptionCutoff: text('subscription_cutoff').notNull().default(DEFAULT_SUBSCRIPTION_CUTOFF),
    /** The languages its shoppers may choose, and the one a first visit (and a job's SMS) falls back to. */
    languagesOffered: text('languages_offered')
      .array()
      .$type<Locale[]>()
      .notNull()
      .default(sql`'{en,hi}'`),
    defaultLanguage: text('default_language').$type<Locale>().notNull().default('en'),
    /** The store's own synonym groups for its search, lower-case words (import document's `searchSynonyms`). */
    searchSynonyms: jsonb('search_synonyms').$type<string[][]>().notNull().default([]),
    /** Whether shoppers who received a product may rate and review it (import document's `reviews`). */
    reviewsEnabled: boolean('reviews_enabled').notNull().default(false),
    /** Habits a store turns on in its import document (issue 40): "Buy again" and "Reorder"; "Notify me". */
    buyAgain: boolean('buy_again').notNull().default(false),
    notifyMe: boolean('notify_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stores_subscription_cutoff_check', sql`${t.subscriptionCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'stores_languages_check',
      sql`cardinality(${t.languagesOffered}) > 0 AND ${t.languagesOffered} <@ ARRAY['en','hi']::text[] AND ${t.defaultLanguage} = ANY(${t.languagesOffered})`,
    ),
  ],
);

/** Custom domains that point at the server; the host name alone identifies the store. */
export const storeDomains = pgTable('store_domains', {
  domain: text('domain').primaryKey(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
});

export const shippingConfigs = pgTable(
  'shipping_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    shippingTime: text('shipping_time').$type<DeliveryTimeLabel>().notNull(),
    chargePaise: integer('charge_paise').notNull(),
    freeAbovePaise: integer('free_above_paise'),
  },
  (t) => [index('shipping_configs_store_idx').on(t.storeId, t.position)],
);
