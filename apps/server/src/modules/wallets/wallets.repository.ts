import { and, eq, gte, sql } from 'drizzle-orm';
import type { WalletTransactionType } from '@haat/contract/wallets/wallets.schemas';
import type { Db } from '#src/db/connect.ts';
import { wallets, walletTransactions } from '#src/db/schema/index.ts';

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

async function moveMoney(tx: Db, entry: WalletEntry, type: WalletTransactionType): Promise<boolean> {
  if (!Number.isInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error('amount must be positive paise');
  const owner = and(eq(wallets.storeId, entry.storeId), eq(wallets.customerId, entry.customerId));
  const rows = await tx
    .update(wallets)
    .set({
      balancePaise:
        type === 'DEBIT'
          ? sql`${wallets.balancePaise} - ${entry.amountPaise}`
          : sql`${wallets.balancePaise} + ${entry.amountPaise}`,
    })
    .where(type === 'DEBIT' ? and(owner, gte(wallets.balancePaise, entry.amountPaise)) : owner)
    .returning({ id: wallets.id });
  const walletId = rows[0]?.id;
  if (!walletId) return false;
  await tx.insert(walletTransactions).values({
    storeId: entry.storeId,
    walletId,
    transactionType: type,
    amountPaise: entry.amountPaise,
    description: entry.description,
    orderId: entry.orderId ?? null,
  });
  return true;
}

/** The balance and Σ CREDIT − Σ DEBIT of the customer's wallet (for checks and tests). */
export async function walletLedger(
  db: Db,
  storeId: string,
  customerId: string,
): Promise<{ balancePaise: number; ledgerPaise: number } | null> {
  const rows = await db
    .select({
      balancePaise: wallets.balancePaise,
      ledgerPaise: sql<string>`coalesce((select sum(case when t.transaction_type = 'CREDIT' then t.amount_paise
        else -t.amount_paise end) from wallet_transactions t where t.wallet_id = "wallets"."id"), 0)`,
    })
    .from(wallets)
    .where(and(eq(wallets.storeId, storeId), eq(wallets.customerId, customerId)));
  const row = rows[0];
  return row ? { balancePaise: Number(row.balancePaise), ledgerPaise: Number(row.ledgerPaise) } : null;
}
