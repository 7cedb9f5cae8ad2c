import { sql } from 'drizzle-orm';
import type { MessageId } from '@haat/contract/i18n/translate';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import type { DeliverySlot, OrderState } from '@haat/contract/content/content.schemas';
import type { DayOfWeek, SubscriptionPaymentMethod } from '@haat/contract/subscriptions/subscriptions.schemas';
import { productVariants } from './catalogue.ts';
import { storeRef, timestamps, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';
import { customerRef } from './identity.ts';
import { isOneOf } from './one-of.ts';

/**
 * A recurring delivery of one variant: on each of `daysOfWeek` (SUNDAY..SATURDAY) from `startDate` to
 * `endDate` (inclusive; null = no end), paid by COD or the wallet. Dates are India calendar dates.
 * The address is a copy, like an order's.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    daysOfWeek: text('days_of_week').array().$type<DayOfWeek[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    // The slot the shopper chose, copied: the store may later change its slots.
    preferredTimeSlot: jsonb('preferred_time_slot').$type<DeliverySlot>(),
    paymentMethod: text('payment_method').$type<SubscriptionPaymentMethod>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_store_customer_created_idx').on(t.storeId, t.customerId, t.createdAt.desc(), t.id),
    index('subscriptions_active_idx')
      .on(t.storeId, t.startDate)
      .where(sql`${t.isActive}`),
    check('subscriptions_quantity_positive', sql`${t.quantity} > 0`),
    check('subscriptions_days_not_empty', sql`cardinality(${t.daysOfWeek}) > 0`),
    check('subscriptions_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** The subscription a per-date row belongs to; it goes with the subscription. */
const subscriptionRef = () =>
  uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' });

/** What a delivery date came to: the state of the order it made, or SKIPPED (a pause or a skipped day). */
export const deliveryOutcomes = ['PLACED', 'FAILED', 'SKIPPED'] as const satisfies readonly (OrderState | 'SKIPPED')[];
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/**
 * One delivery date of one subscription, written by the daily job before anything else it does for that
 * date: the unique (subscription, date) key is what makes the job idempotent and safe on many replicas.
 * `orderId` is the order it made (PLACED, or FAILED with its reason); a SKIPPED date has none, and its
 * reason says whether a pause or a skip kept it.
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    subscriptionId: subscriptionRef(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<DeliveryOutcome>().notNull(),
    /** Why no order was made, or why it failed: a catalogue id. */
    reason: text('reason').$type<MessageId>(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('subscription_deliveries_subscription_date_key').on(t.subscriptionId, t.deliveryDate),
    check('subscription_deliveries_outcome_check', isOneOf(t.outcome, deliveryOutcomes)),
  ],
);

/**
 * One date of one subscription changed by the shopper: `quantity` instead of the usual one, 0 to skip.
 * Written only while the date's changes are open (the store's cut-off, the day before).
 */
export const subscriptionDayChanges = pgTable(
  'subscription_day_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    subscriptionId: subscriptionRef(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('subscription_day_changes_subscription_date_key').on(t.subscriptionId, t.deliveryDate),
    check('subscription_day_changes_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * A shopper away from `startDate` to `endDate` (inclusive): no deliveries for one subscription, or, with
 * no subscription, for all of the customer's subscriptions in the store.
 */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscription_pauses_store_customer_idx').on(t.storeId, t.customerId, t.endDate),
    check('subscription_pauses_end_after_start', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The low-balance SMS for one customer's wallet deliveries of one date: the key lets one server of many
 * send it, once.
 */
export const subscriptionWalletNotices = pgTable(
  'subscription_wallet_notices',
  {
    storeId: storeRef(),
    customerId: customerRef(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    shortfallPaise: integer('shortfall_paise').notNull(),
    message: text('message').notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.deliveryDate] })],
);
