import { fromPaise, toPaise } from '@haat/contract/format';
import type {
  RechargeWalletBody,
  RechargeWalletResponse,
  Wallet,
  WalletTransaction,
  WalletTransactionList,
  WalletTransactionsQuery,
} from '@haat/contract/wallets/wallets.schemas';
import {
  MAX_PENDING_CASH_RECHARGES,
  MAX_WALLET_RECHARGE,
  rechargeLimitMessages,
  walletDescriptions,
} from '@haat/contract/wallets/wallets.values';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import {
  countPendingCashLines,
  findOwnWallet,
  insertPendingCashLine,
  listWalletLines,
  pendingCashPaise,
  type WalletLineRow,
  type WalletRow,
} from './wallets.repository.ts';

export const toWalletTransaction = (line: WalletLineRow): WalletTransaction => ({
  id: line.id,
  dateTime: line.createdAt.toISOString(),
  description: line.description,
  transactionAmount: fromPaise(line.amountPaise),
  transactionType: line.transactionType,
  status: line.status,
  paymentSource: line.paymentSource,
});

const walletNotFound = fail('NOT_FOUND', 'server.walletNotFound');

/** `GET /api/wallets/{id}`: the caller's own wallet only, with the cash recharges not yet collected. */
export async function getOwnWallet(
  db: Db,
  principal: CustomerPrincipal,
  walletId: string,
): Promise<Result<Wallet, 'NOT_FOUND'>> {
  const wallet = await findOwnWallet(db, principal, walletId);
  return wallet ? ok(await toWallet(db, wallet)) : walletNotFound;
}

async function toWallet(db: Db, wallet: WalletRow): Promise<Wallet> {
  return {
    id: wallet.id,
    accountBalance: fromPaise(wallet.balancePaise),
    pendingCash: fromPaise(await pendingCashPaise(db, wallet.storeId, wallet.id)),
  };
}

/** `GET /api/wallet-transactions/{walletId}`: newest first; `totalPages` at least 1. */
export async function listOwnWalletTransactions(
  db: Db,
  principal: CustomerPrincipal,
  walletId: string,
  query: WalletTransactionsQuery,
): Promise<Result<WalletTransactionList, 'NOT_FOUND'>> {
  const wallet = await findOwnWallet(db, principal, walletId);
  if (!wallet) return walletNotFound;
  const { rows, total } = await listWalletLines(db, principal.storeId, wallet.id, {
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  });
  return ok({
    transactions: rows.map(toWalletTransaction),
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  });
}

type RechargeFailure =
  | 'NOT_FOUND'
  | 'ID_MISMATCH'
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  | 'INVALID'
  | 'BAD_AMOUNT'
  | 'NOT_SETTLED'
  | 'TOO_MANY_UNPAID';

/**
 * Credits a recharge paid online, once per payment: the payments module's `creditRechargePayment`, which
 * app.ts passes in (payments credits wallets when a recharge settles, so wallets cannot import payments).
 */
export type CreditOnlineRecharge = (
  principal: CustomerPrincipal,
  recharge: { paymentTransactionId: string; amountPaise: number },
) => Promise<Result<WalletLineRow, RechargeFailure>>;

export interface RechargeDeps {
  db: Db;
  creditOnlineRecharge: CreditOnlineRecharge;
}

/**
 * `POST /api/wallets/{id}/recharge`. ONLINE_PAYMENT credits against the caller's own settled recharge
 * payment (`CreditOnlineRecharge`). COD writes a PENDING line (at most MAX_WALLET_RECHARGE, and
 * MAX_PENDING_CASH_RECHARGES waiting at once); the balance moves when the shop confirms the cash
 * (`wallet confirm-cash`).
 */
export async function rechargeWallet(
  deps: RechargeDeps,
  principal: CustomerPrincipal,
  walletId: string,
  body: RechargeWalletBody,
): Promise<Result<RechargeWalletResponse, RechargeFailure>> {
  const { db } = deps;
  const wallet = await findOwnWallet(db, principal, walletId);
  if (!wallet) return walletNotFound;
  if (body.walletId !== walletId) return fail('ID_MISMATCH', forOperator('walletId does not match the wallet'));
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings?.walletEnabled) return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  const amountPaise = toPaise(body.amount);

  if (body.paymentSource === 'COD') {
    // A cash recharge is only a promise to pay at the door: a sane amount, and a few waiting at once.
    if (amountPaise > toPaise(MAX_WALLET_RECHARGE)) return fail('BAD_AMOUNT', rechargeLimitMessages.tooLarge);
    const line = await db.transaction(async (tx) => {
      const pending = await countPendingCashLines(tx, principal.storeId, wallet.id);
      if (pending >= MAX_PENDING_CASH_RECHARGES) return null;
      return insertPendingCashLine(tx, {
        storeId: principal.storeId,
        walletId: wallet.id,
        amountPaise,
        description: walletDescriptions.cashRecharge,
      });
    });
    if (!line) return fail('TOO_MANY_UNPAID', rechargeLimitMessages.tooManyPendingCash);
    return ok({ ...(await toWallet(db, wallet)), transaction: toWalletTransaction(line) });
  }

  const credited = await deps.creditOnlineRecharge(principal, {
    paymentTransactionId: body.paymentTransactionId!,
    amountPaise,
  });
  if (!credited.ok) return credited;
  const after = await findOwnWallet(db, principal, walletId);
  return ok({ ...(await toWallet(db, after ?? wallet)), transaction: toWalletTransaction(credited.value) });
}
