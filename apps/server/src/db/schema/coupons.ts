import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CouponKind } from '@haat/contract/coupons/coupon-rules';
import { couponKinds } from '@haat/contract/coupons/coupon-rules';
import { storeRef, timestamps } from './columns.ts';
import { isOneOf } from './one-of.ts';

/**
 * A store's coupon, as its import document sets it (issue 40; decision 050). `amount` is paise off for FLAT
 * and basis points off for PERCENT. `usedCount` counts the orders holding a use: placement raises it with a
 * guard while it holds the row's lock, and a cancelled or failed order lowers it, so the total limit holds
 * across servers. Re-importing keeps it (the import does not write it).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    amount: integer('amount').notNull(),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    usesPerShopper: integer('uses_per_shopper'),
    totalUses: integer('total_uses'),
    usedCount: integer('used_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('coupons_store_code_key').on(t.storeId, t.code),
    check('coupons_kind_check', isOneOf(t.kind, couponKinds)),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0`),
  ],
);
