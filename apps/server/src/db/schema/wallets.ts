import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  rechargeSources,
  walletTransactionStatuses,
  walletTransactionTypes,
  type RechargeSource,
  type WalletTransactionStatus,
  type WalletTransactionType,
} from '@haat/contract/wallets/wallets.schemas';
import { storeRef, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';
import { wallets } from './identity.ts';
import { isOneOf } from './one-of.ts';
import { paymentTransactions } from './payments.ts';

/**
 * The wallet ledger: the balance always equals Σ CREDIT − Σ DEBIT over its COMPLETED lines. An order debits
 * at most once and is refunded at most once (unique order + type), a second line of defence behind the
 * state guards. A recharge line names its source: ONLINE_PAYMENT lines are COMPLETED at once and carry the
 * payment transaction they were paid by (unique: one payment credits once); COD lines start PENDING and
 * move the balance only when the shop confirms the cash (`wallet confirm-cash`).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type').$type<WalletTransactionType>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').$type<WalletTransactionStatus>().notNull().default('COMPLETED'),
    paymentSource: text('payment_source').$type<RechargeSource>(),
    paymentTransactionId: uuid('payment_transaction_id').references(() => paymentTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    uniqueIndex('wallet_transactions_payment_key')
      .on(t.paymentTransactionId)
      .where(sql`${t.paymentTransactionId} is not null`),
    check('wallet_transactions_status_check', isOneOf(t.status, walletTransactionStatuses)),
    check(
      'wallet_transactions_source_check',
      sql`${t.paymentSource} is null or ${isOneOf(t.paymentSource, rechargeSources)}`,
    ),
    index('wallet_transactions_wallet_created_idx').on(t.walletId, t.createdAt.desc(), t.id),
    // The console's cash recharges waiting for their cash, per store.
    index('wallet_transactions_store_pending_cash_idx')
      .on(t.storeId, t.createdAt)
      .where(sql`${t.status} = 'PENDING' and ${t.paymentSource} = 'COD'`),
    uniqueIndex('wallet_transactions_order_type_key')
      .on(t.orderId, t.transactionType)
      .where(sql`${t.orderId} is not null`),
    check('wallet_transactions_type_check', isOneOf(t.transactionType, walletTransactionTypes)),
    check('wallet_transactions_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
