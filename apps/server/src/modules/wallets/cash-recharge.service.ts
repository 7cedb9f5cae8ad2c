import { formatRupees, fromPaise } from '@haat/contract/format';
import type { WalletTransactionStatus } from '@haat/contract/wallets/wallets.schemas';
import type { Db } from '#src/db/connect.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { endPendingCashLine, findWalletLine, findWalletLineStoreId, type WalletLineRow } from './wallets.repository.ts';

export type CashDecision = 'COMPLETED' | 'REJECTED';

/**
 * The shop collected (COMPLETED) or never got (REJECTED) the cash of a COD recharge. One transaction; the
 * line's UPDATE is guarded by PENDING, so confirming twice (or confirming and rejecting at once) moves the
 * balance at most once. The operator names a line by id alone; the console names its store too (`storeId`),
 * and a line of another store is then as unknown as a missing one. Run inside another transaction, this one
 * is a savepoint of it. A refusal says what the line is now (`status`; null for a line that is not a cash
 * recharge), so a caller can put it in its own words.
 */
export async function decideCashRecharge(
  db: Db,
  lineId: string,
  to: CashDecision,
  scope: { storeId?: string } = {},
): Promise<Result<WalletLineRow, 'NOT_FOUND' | 'NOT_PENDING', { status?: WalletTransactionStatus | null }>> {
  const storeId = scope.storeId ?? (await findWalletLineStoreId(db, lineId));
  const notFound = fail('NOT_FOUND', forOperator(`Wallet transaction ${lineId} not found`));
  if (!storeId) return notFound;
  const ended = await db.transaction((tx) => endPendingCashLine(tx, storeId, lineId, to));
  if (ended) return ok(ended);
  const line = await findWalletLine(db, storeId, lineId);
  if (!line) return notFound;
  const isCash = line.paymentSource === 'COD';
  const what = isCash ? `already ${line.status}` : 'not a cash recharge';
  return fail('NOT_PENDING', forOperator(`Wallet transaction ${lineId} is ${what}`), {
    status: isCash ? line.status : null,
  });
}

export const describeCashDecision = (line: WalletLineRow): string =>
  `Wallet transaction ${line.id}: ${formatRupees(fromPaise(line.amountPaise))} cash recharge ${line.status}`;
