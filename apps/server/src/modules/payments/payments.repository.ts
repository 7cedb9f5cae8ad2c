import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { paymentTransactions, stores } from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';

export type PaymentRow = typeof paymentTransactions.$inferSelect;

export interface PaymentOwner {
  storeId: string;
  /** Omitted for the server's own work (webhooks, the reconciliation job). */
  customerId?: string | undefined;
}

export async function insertPayment(
  db: Db,
  payment: Pick<
    typeof paymentTransactions.$inferInsert,
    'id' | 'storeId' | 'customerId' | 'purpose' | 'orderId' | 'provider' | 'providerOrderId' | 'amountPaise'
  >,
): Promise<PaymentRow> {
  const [row] = await db.insert(paymentTransactions).values(payment).returning();
  return row!;
}

export async function recordPaymentSession(
  db: Db,
  storeId: string,
  id: string,
  session: { paymentSessionId: string; paymentUrl: string },
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...session, updatedAt: databaseNow })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.storeId, storeId)));
}

/** The payment when the owner may see it; `lock` holds its row for the rest of the transaction. */
export async function findPayment(
  db: Db,
  owner: PaymentOwner,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.storeId, owner.storeId),
        owner.customerId ? eq(paymentTransactions.customerId, owner.customerId) : undefined,
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A webhook names the payment by the id we gave the provider, which is unique per provider: the one lookup
 * not scoped by store (the webhook cannot say which store), answering the store for everything after it.
 */
export async function findPaymentRef(
  db: Db,
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<{ id: string; storeId: string } | null> {
  const [row] = await db
    .select({ id: paymentTransactions.id, storeId: paymentTransactions.storeId })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.providerOrderId, providerOrderId)))
    .limit(1);
  return row ?? null;
}

/**
 * The order's payment still under way, with whichever provider: an order has at most one, since its claim
 * (`initiatePayment`) runs under the order's row lock. It may have no session yet while it is being started.
 */
export async function findOpenPaymentOfOrder(db: Db, storeId: string, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.storeId, storeId),
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.status, 'PROGRESS'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Ends the order's payment that still has no session `olderThanMs` after it began: the request starting it
 * died, so no shopper ever saw a payment page. Judged by the database's clock; guarded by the same
 * conditions, so it loses to a session recorded at the same moment. The order is left PENDING.
 */
export async function endStalledPaymentStart(
  db: Db,
  storeId: string,
  orderId: string,
  olderThanMs: number,
  failureReason: string,
): Promise<boolean> {
  const rows = await db
    .update(paymentTransactions)
    .set({ status: 'FAILED', failureReason, settledAt: databaseNow, updatedAt: databaseNow })
    .where(
      and(
        eq(paymentTransactions.storeId, storeId),
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.status, 'PROGRESS'),
        isNull(paymentTransactions.paymentUrl),
        lt(paymentTransactions.createdAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: paymentTransactions.id });
  return rows.length > 0;
}

/**
 * Whether a payment of the order (other than `exceptId`) is still under way or succeeded: then a failure
 * must not fail the order, nor the time limit cancel it.
 */
export async function orderHasOtherLivePayment(
  db: Db,
  storeId: string,
  orderId: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.storeId, storeId),
        eq(paymentTransactions.orderId, orderId),
        exceptId ? ne(paymentTransactions.id, exceptId) : undefined,
        inArray(paymentTransactions.status, ['PROGRESS', 'SUCCEEDED']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Ends a payment, only from the status it was read in (the guard behind the row lock). */
export async function updatePaymentFromStatus(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'storeId' | 'status'>,
  changes: { status: PaymentTransactionStatus; failureReason: string | null; providerPaymentId?: string | null },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(paymentTransactions)
    .set({ ...changes, settledAt: databaseNow, updatedAt: databaseNow })
    .where(
      and(
        eq(paymentTransactions.id, payment.id),
        eq(paymentTransactions.storeId, payment.storeId),
        eq(paymentTransactions.status, payment.status),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Payments still under way that began before `startedBefore`, oldest first, across stores: the
 * reconciliation job's work list (each is then settled by id and store).
 */
export async function listUnsettledPayments(
  db: Db,
  startedBefore: Date,
  limit: number,
): Promise<Array<Pick<PaymentRow, 'id' | 'storeId' | 'provider' | 'providerOrderId' | 'createdAt'>>> {
  return db
    .select({
      id: paymentTransactions.id,
      storeId: paymentTransactions.storeId,
      provider: paymentTransactions.provider,
      providerOrderId: paymentTransactions.providerOrderId,
      createdAt: paymentTransactions.createdAt,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.status, 'PROGRESS'), lt(paymentTransactions.createdAt, startedBefore)))
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(limit);
}

export async function findStoreFriendlyId(db: Db, storeId: string): Promise<string | null> {
  const [row] = await db.select({ friendlyId: stores.friendlyId }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.friendlyId ?? null;
}
