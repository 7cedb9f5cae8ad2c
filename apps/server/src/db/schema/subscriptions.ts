import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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

/** What a delivery date came to: the state of the order it made. */
export const deliveryOutcomes = ['PLACED', 'FAILED'] as const satisfies readonly OrderState[];
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/**
 * One delivery date of one subscription, written by the daily job before anything else it does for that
 * date: the unique (subscription, date) key is what makes the job idempotent and safe on many replicas.
 * `orderId` is the order it made (PLACED, or FAILED with its reason).
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<DeliveryOutcome>().notNull(),
    reason: text('reason'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('subscription_deliveries_subscription_date_key').on(t.subscriptionId, t.deliveryDate),
    check('subscription_deliveries_outcome_check', isOneOf(t.outcome, deliveryOutcomes)),
  ],
);
