import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  paymentPurposes,
  paymentTransactionStatuses,
  type PaymentPurpose,
  type PaymentTransactionStatus,
} from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { paymentProviders } from '@haat/contract/stores/stores.values';
import { storeRef, timestamps, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';
import { customerRef } from './identity.ts';
import { isOneOf } from './one-of.ts';

/**
 * One attempt to take money through a payment provider: for an order (`orderId`) or a wallet recharge
 * (`purpose` WALLET_RECHARGE, no order). `amountPaise` is fixed by the server when the payment starts (the
 * order's final price, or the recharge amount) and every provider answer is checked against it.
 * `providerOrderId` is the id we give the provider (their merchant order id), unique per provider.
 * Status moves PROGRESS → SUCCEEDED | FAILED | USER_DROPPED once; later answers never move it back.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    /** The provider's own id of the successful payment (Cashfree cf_payment_id, PhonePe transactionId…). */
    providerPaymentId: text('provider_payment_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentTransactionStatus>().notNull().default('PROGRESS'),
    failureReason: text('failure_reason'),
    ...timestamps(),
    settledAt: timestampTz('settled_at'),
  },
  (t) => [
    unique('payment_transactions_provider_order_key').on(t.provider, t.providerOrderId),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_progress_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PROGRESS'`),
    check('payment_transactions_purpose_check', isOneOf(t.purpose, paymentPurposes)),
    check('payment_transactions_status_check', isOneOf(t.status, paymentTransactionStatuses)),
    check('payment_transactions_provider_check', isOneOf(t.provider, paymentProviders)),
    check('payment_transactions_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
