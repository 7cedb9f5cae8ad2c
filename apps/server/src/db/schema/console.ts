import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  auditTargetTypes,
  consoleActions,
  type AuditTargetType,
  type ConsoleAction,
} from '@haat/contract/console/console-audit.schemas';
import { staffRoles, type StaffRole } from '@haat/contract/console/staff.schemas';
import { storeRef, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';
import { walletTransactions } from './wallets.ts';
import { isOneOf } from './one-of.ts';

/**
 * The shop's people (issue 37): a phone with a role in one store's console. Removing a member keeps the row
 * (`removedAt`), so the audit log and the cash they took still name them; one live member per phone and store,
 * and a phone removed and added again is a new row.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    mobile: text('mobile').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    name: text('name'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    removedAt: timestampTz('removed_at'),
  },
  (t) => [
    uniqueIndex('staff_store_mobile_live_key')
      .on(t.storeId, t.mobile)
      .where(sql`${t.removedAt} is null`),
    check('staff_role_check', isOneOf(t.role, staffRoles)),
  ],
);

/**
 * A console sign-in: its id is the `sid` of the access token. The gate reads it on every request, so a
 * logout or a removal ends the token at once (a token is not trusted for its whole lifetime alone).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    endedAt: timestampTz('ended_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who did what in the console, written in the transaction that did it; the owner reads it newest first. */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** Null for the operator's command line (`staff add`). */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').$type<ConsoleAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('console_audit_store_created_idx').on(t.storeId, t.createdAt.desc(), t.id),
    check('console_audit_action_check', isOneOf(t.action, consoleActions)),
    check('console_audit_target_type_check', isOneOf(t.targetType, auditTargetTypes)),
  ],
);

/**
 * Cash a member took: a cash-on-delivery order's amount when they delivered it, or a wallet recharge's when
 * they confirmed it. Each order and each recharge at most once; the day's cash per member is summed from here.
 */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique('cash_receipts_order_key')
      .references(() => orders.id, { onDelete: 'cascade' }),
    walletTransactionId: uuid('wallet_transaction_id')
      .unique('cash_receipts_wallet_transaction_key')
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('cash_receipts_store_received_idx').on(t.storeId, t.receivedAt),
    check('cash_receipts_amount_positive', sql`${t.amountPaise} > 0`),
    check('cash_receipts_one_source', sql`(${t.orderId} is null) <> (${t.walletTransactionId} is null)`),
  ],
);
