import { formatRupees, fromPaise } from '@haat/contract/format';
import type { Db } from '#src/db/connect.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { endPendingCashLine, findWalletLine, findWalletLineStoreId, type WalletLineRow } from './wallets.repository.ts';

export type CashDecision = 'COMPLETED' | 'REJECTED';

/**
 * The shop collected (COMPLETED) or never got (REJECTED) the cash of a COD recharge. One transaction; the
 * line's UPDATE is guarded by PENDING, so confirming twice (or confirming and rejecting at once) moves the
 * balance at most once.
 */
export async function decideCashRecharge(
  db: Db,
  lineId: string,
  to: CashDecision,
): Promise<Result<WalletLineRow, 'NOT_FOUND' | 'NOT_PENDING'>> {
  const storeId = await findWalletLineStoreId(db, lineId);
  if (!storeId) return fail('NOT_FOUND', forOperator(`Wallet transaction ${lineId} not found`));
  const ended = await db.transaction((tx) => endPendingCashLine(tx, storeId, lineId, to));
  if (ended) return ok(ended);
  const line = await findWalletLine(db, storeId, lineId);
  const what = line?.paymentSource === 'COD' ? `already ${line.status}` : 'not a cash recharge';
  return fail('NOT_PENDING', forOperator(`Wallet transaction ${lineId} is ${what}`));
}

export const describeCashDecision = (line: WalletLineRow): string =>
  `Wallet transaction ${line.id}: ${formatRupees(fromPaise(line.amountPaise))} cash recharge ${line.status}`;
