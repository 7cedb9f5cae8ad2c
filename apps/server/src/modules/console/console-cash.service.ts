import {
  PENDING_CASH_RECHARGES_SHOWN,
  type CashRechargeDecision,
  type CashSummary,
  type PendingCashRechargeList,
} from '@haat/contract/console/console-cash.schemas';
import { fromPaise } from '@haat/contract/format';
import { text } from '@haat/contract/i18n/translate';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { addDays } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { decideCashRecharge, type CashDecision } from '#src/modules/wallets/index.ts';
import type { StaffPrincipal } from './staff-auth.ts';
import { refuse, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import { insertCashReceipt, listPendingCashRecharges, sumCashByStaff } from './console-cash.repository.ts';

export async function listPendingCash(db: Db, storeId: string): Promise<PendingCashRechargeList> {
  const { rows, total } = await listPendingCashRecharges(db, storeId, PENDING_CASH_RECHARGES_SHOWN);
  return {
    recharges: rows.map((row) => ({
      id: row.id,
      amount: fromPaise(row.amountPaise),
      requestedAt: row.createdAt.toISOString(),
      shopper: { name: row.shopperName, mobile: row.shopperMobile },
    })),
    totalCount: total,
  };
}

/**
 * A member confirms (the cash came: the wallet is credited, and the cash counts as theirs for the day) or
 * rejects a cash recharge, through the wallets module's one way to decide it (as the operator's
 * `wallet confirm-cash`), in one transaction with the cash and the audit line. Each recharge is decided once.
 */
export async function decidePendingCash(
  db: Db,
  staff: StaffPrincipal,
  lineId: string,
  to: CashDecision,
): Promise<Result<CashRechargeDecision, 'NOT_FOUND' | 'NOT_PENDING'>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const decided = await decideCashRecharge(tx, lineId, to, { storeId: staff.storeId });
      if (!decided.ok) {
        const { code, status } = decided.error;
        if (code === 'NOT_FOUND' || !status) refuse('NOT_FOUND', 'console.rechargeNotFound');
        refuse('NOT_PENDING', text('console.rechargeDecided', { status }));
      }
      const line = decided.value;
      if (to === 'COMPLETED') {
        await insertCashReceipt(tx, {
          storeId: staff.storeId,
          staffId: staff.staffId,
          walletTransactionId: line.id,
          amountPaise: line.amountPaise,
        });
      }
      await recordConsoleAction(tx, {
        storeId: staff.storeId,
        staffId: staff.staffId,
        action: to === 'COMPLETED' ? 'CASH_RECHARGE_CONFIRMED' : 'CASH_RECHARGE_REJECTED',
        targetType: 'WALLET_TRANSACTION',
        targetId: line.id,
        before: { status: 'PENDING' },
        after: { status: line.status, amount: fromPaise(line.amountPaise) },
      });
      return { id: line.id, status: line.status, amount: fromPaise(line.amountPaise) };
    }),
  );
}

/** The cash each member took on one India day: cash-on-delivery orders delivered and recharges confirmed. */
export async function summariseCash(db: Db, storeId: string, date: string): Promise<CashSummary> {
  const rows = await sumCashByStaff(db, storeId, indiaMoment(date, '00:00'), indiaMoment(addDays(date, 1), '00:00'));
  const staff = rows.map((row) => ({
    staffId: row.staffId,
    name: row.name,
    mobile: row.mobile,
    role: row.role,
    codCollected: fromPaise(row.codPaise),
    rechargesConfirmed: fromPaise(row.rechargePaise),
    total: fromPaise(row.codPaise + row.rechargePaise),
  }));
  return { date, staff, total: fromPaise(rows.reduce((sum, row) => sum + row.codPaise + row.rechargePaise, 0)) };
}
