import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { storeRef, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';

/**
 * The shopper's SMS about their order (issue 37, decision 048): one row per order and state it reached
 * (placed, out for delivery, delivered, cancelled), written in the transaction that moved it, so a move is never
 * without its SMS nor an SMS without its move, and never two for one move. The notices job sends it after the
 * commit: it claims a row for a minute (`claimed_until`), so one server of many sends it, and marks it sent; a
 * send that fails is tried again once the claim lapses, up to a few `attempts`.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<OrderState>().notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    claimedUntil: timestampTz('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('order_notices_order_state_key').on(t.orderId, t.state),
    // The job's scan: unsent notices only, oldest first.
    index('order_notices_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
