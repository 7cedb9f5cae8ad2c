import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { WalletTransactionType } from '@haat/contract/wallets/wallets.schemas';
import type { Db } from '#src/db/connect.ts';
import { wallets, walletTransactions } from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';

export interface WalletEntry {
  storeId: string;
  customerId: string;
  amountPaise: number;
  description: string;
  orderId?: string | null;
}

/**
 * Takes `amountPaise` from the customer's wallet and writes the DEBIT line, or answers false and writes
 * nothing when the balance is short: the guard is in the UPDATE, so concurrent debits can never overdraw.
 * Call it inside the transaction that needs the money (the balance and the ledger move together).
 */
export async function debitWallet(tx: Db, entry: WalletEntry): Promise<boolean> {
  return moveMoney(tx, entry, 'DEBIT');
}

/** Adds `amountPaise` to the customer's wallet and writes the CREDIT line (refunds; recharges later). */
export async function creditWallet(tx: Db, entry: WalletEntry): Promise<boolean> {
  return moveMoney(tx, entry, 'CREDIT');
}

/**
 * The balance and its ledger line move in one statement (a DEBIT only while the balance covers it): orders
 * pay from the wallet inside their placement, and each statement there is a round trip.
 */
const moveStatements = Object.fromEntries(
  (['DEBIT', 'CREDIT'] as const).map((type) => {
    const value = (key: string) => sql.placeholder(key);
    const balance =
      type === 'DEBIT'
        ? sql`${wallets.balancePaise} - ${value('amountPaise')}::bigint`
        : sql`${wallets.balancePaise} + ${value('amountPaise')}::bigint`;
    const covered = type === 'DEBIT' ? sql` and ${wallets.balancePaise} >= ${value('amountPaise')}::bigint` : sql``;
    return [
      type,
      writtenOnce(
        sql`with moved as (
            update ${wallets} set balance_paise = ${balance}
            where ${wallets.storeId} = ${value('storeId')}::uuid and ${wallets.customerId} = ${value('customerId')}::uuid${covered}
            returning ${wallets.id}
          )
          insert into ${walletTransactions} (store_id, wallet_id, transaction_type, amount_paise, description, order_id)
          select ${value('storeId')}::uuid, moved.id, ${type}, ${value('amountPaise')}::bigint, ${value('description')},
            ${value('orderId')}::uuid
          from moved
          returning ${walletTransactions.id}`,
      ),
    ];
  }),
) as Record<WalletTransactionType, ReturnType<typeof writtenOnce>>;

async function moveMoney(tx: Db, entry: WalletEntry, type: WalletTransactionType): Promise<boolean> {
  if (!Number.isInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error('amount must be positive paise');
  const rows = await selectPreparedRows(tx, moveStatements[type], { ...entry, orderId: entry.orderId ?? null });
  return rows.length === 1;
}

/** The balance and Σ CREDIT − Σ DEBIT of the customer's COMPLETED ledger lines (for checks and tests). */
export async function walletLedger(
  db: Db,
  storeId: string,
  customerId: string,
): Promise<{ balancePaise: number; ledgerPaise: number } | null> {
  const rows = await db
    .select({
      balancePaise: wallets.balancePaise,
      ledgerPaise: sql<string>`coalesce((select sum(case when t.transaction_type = 'CREDIT' then t.amount_paise
        else -t.amount_paise end) from wallet_transactions t where t.wallet_id = "wallets"."id" and t.status = 'COMPLETED'), 0)`,
    })
    .from(wallets)
    .where(and(eq(wallets.storeId, storeId), eq(wallets.customerId, customerId)));
  const row = rows[0];
  return row ? { balancePaise: Number(row.balancePaise), ledgerPaise: Number(row.ledgerPaise) } : null;
}

export type WalletLineRow = typeof walletTransactions.$inferSelect;

export type WalletRow = Pick<typeof wallets.$inferSelect, 'id' | 'storeId' | 'customerId' | 'balancePaise'>;

/** The customer's wallet when it is theirs (by id), or their wallet (no id); `lock` holds the row. */
export async function findOwnWallet(
  db: Db,
  owner: { storeId: string; customerId: string },
  walletId?: string,
): Promise<WalletRow | null> {
  const [row] = await db
    .select({
      id: wallets.id,
      storeId: wallets.storeId,
      customerId: wallets.customerId,
      balancePaise: wallets.balancePaise,
    })
    .from(wallets)
    .where(
      and(
        eq(wallets.storeId, owner.storeId),
        eq(wallets.customerId, owner.customerId),
        walletId ? eq(wallets.id, walletId) : undefined,
      ),
    )
    .limit(1);
  return row ? { ...row, balancePaise: Number(row.balancePaise) } : null;
}

/** The wallet's cash recharges the shop has yet to collect. */
const pendingCashLines = (storeId: string, walletId: string) =>
  and(
    eq(walletTransactions.storeId, storeId),
    eq(walletTransactions.walletId, walletId),
    eq(walletTransactions.status, 'PENDING'),
    eq(walletTransactions.paymentSource, 'COD'),
  );

/** What the shop has yet to collect for cash recharges of this wallet, in paise. */
export async function pendingCashPaise(db: Db, storeId: string, walletId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${walletTransactions.amountPaise}), 0)` })
    .from(walletTransactions)
    .where(pendingCashLines(storeId, walletId));
  return Number(row?.paise ?? 0);
}

/** One page of the wallet's lines, newest first, and how many it has. */
export async function listWalletLines(
  db: Db,
  storeId: string,
  walletId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: WalletLineRow[]; total: number }> {
  const where = and(eq(walletTransactions.storeId, storeId), eq(walletTransactions.walletId, walletId));
  const [counted] = await db.select({ total: count() }).from(walletTransactions).where(where);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findWalletLineOfPayment(
  db: Db,
  storeId: string,
  paymentTransactionId: string,
): Promise<WalletLineRow | null> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.storeId, storeId), eq(walletTransactions.paymentTransactionId, paymentTransactionId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Credits money a payment brought in, once per payment: the line goes in first under the unique
 * payment_transaction_id, and only the statement that inserted it moves the balance. A repeat (the webhook
 * and the recharge call racing, a webhook delivered twice) answers the existing line.
 */
export async function creditPaymentOnce(
  tx: Db,
  entry: {
    storeId: string;
    customerId: string;
    amountPaise: number;
    description: string;
    paymentTransactionId: string;
  },
): Promise<WalletLineRow> {
  const wallet = await findOwnWallet(tx, entry);
  if (!wallet) throw new Error(`no wallet for customer ${entry.customerId}`);
  const [inserted] = await tx
    .insert(walletTransactions)
    .values({
      storeId: entry.storeId,
      walletId: wallet.id,
      transactionType: 'CREDIT',
      amountPaise: entry.amountPaise,
      description: entry.description,
      status: 'COMPLETED',
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: entry.paymentTransactionId,
      completedAt: databaseNow,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const existing = await findWalletLineOfPayment(tx, entry.storeId, entry.paymentTransactionId);
    if (!existing) throw new Error(`wallet line of payment ${entry.paymentTransactionId} conflicted but is missing`);
    return existing;
  }
  await tx
    .update(wallets)
    .set({ balancePaise: sql`${wallets.balancePaise} + ${entry.amountPaise}` })
    .where(and(eq(wallets.id, wallet.id), eq(wallets.storeId, entry.storeId)));
  return inserted;
}

/** A cash recharge waiting for the shop to collect the money: written PENDING, the balance untouched. */
/**
 * How many cash recharges of the wallet wait for the shop to collect them. The wallet row is locked first:
 * two recharges at once take turns and cannot both slip under the cap.
 */
export async function countPendingCashLines(tx: Db, storeId: string, walletId: string): Promise<number> {
  await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.storeId, storeId)))
    .for('update');
  const [row] = await tx.select({ total: count() }).from(walletTransactions).where(pendingCashLines(storeId, walletId));
  return Number(row?.total ?? 0);
}

export async function insertPendingCashLine(
  db: Db,
  entry: { storeId: string; walletId: string; amountPaise: number; description: string },
): Promise<WalletLineRow> {
  const [row] = await db
    .insert(walletTransactions)
    .values({ ...entry, transactionType: 'CREDIT', status: 'PENDING', paymentSource: 'COD' })
    .returning();
  return row!;
}

/** The store of a wallet line, for the operator, who names lines by id alone. */
export async function findWalletLineStoreId(db: Db, lineId: string): Promise<string | null> {
  const [row] = await db
    .select({ storeId: walletTransactions.storeId })
    .from(walletTransactions)
    .where(eq(walletTransactions.id, lineId))
    .limit(1);
  return row?.storeId ?? null;
}

/**
 * Ends a PENDING cash line: COMPLETED moves the balance in the same statement's transaction, REJECTED does
 * not. The UPDATE is guarded by status = PENDING, so a line is confirmed at most once. Null when the line is
 * not a pending cash line.
 */
export async function endPendingCashLine(
  tx: Db,
  storeId: string,
  lineId: string,
  to: 'COMPLETED' | 'REJECTED',
): Promise<WalletLineRow | null> {
  const [line] = await tx
    .update(walletTransactions)
    .set({ status: to, completedAt: databaseNow })
    .where(
      and(
        eq(walletTransactions.id, lineId),
        eq(walletTransactions.storeId, storeId),
        eq(walletTransactions.status, 'PENDING'),
        eq(walletTransactions.paymentSource, 'COD'),
      ),
    )
    .returning();
  if (!line) return null;
  if (to === 'COMPLETED') {
    await tx
      .update(wallets)
      .set({ balancePaise: sql`${wallets.balancePaise} + ${line.amountPaise}` })
      .where(and(eq(wallets.id, line.walletId), eq(wallets.storeId, storeId)));
  }
  return line;
}

export async function findWalletLine(db: Db, storeId: string, lineId: string): Promise<WalletLineRow | null> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, lineId), eq(walletTransactions.storeId, storeId)))
    .limit(1);
  return row ?? null;
}
