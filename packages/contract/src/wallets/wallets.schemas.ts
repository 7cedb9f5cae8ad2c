import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { WALLET_TRANSACTIONS_PAGE_SIZE } from '../constants.ts';
import { paymentAmountSchema } from '../payments/payments.schemas.ts';

/** Ledger entry kinds (spec §3 Transaction): the balance is always Σ CREDIT − Σ DEBIT of COMPLETED lines. */
export const walletTransactionTypes = ['CREDIT', 'DEBIT'] as const;
export const walletTransactionTypeSchema = z.enum(walletTransactionTypes);
export type WalletTransactionType = z.infer<typeof walletTransactionTypeSchema>;

/**
 * COMPLETED lines move the balance. A cash (COD) recharge starts PENDING and is COMPLETED when the shop
 * confirms it collected the cash (REJECTED if it never did); only then does the balance change.
 */
export const walletTransactionStatuses = ['PENDING', 'COMPLETED', 'REJECTED'] as const;
export const walletTransactionStatusSchema = z.enum(walletTransactionStatuses);
export type WalletTransactionStatus = z.infer<typeof walletTransactionStatusSchema>;

export const rechargeSources = ['ONLINE_PAYMENT', 'COD'] as const;
export const rechargeSourceSchema = z.enum(rechargeSources);
export type RechargeSource = z.infer<typeof rechargeSourceSchema>;

/** One ledger line as the wallet history shows it; `dateTime` is ISO. `id`, `status` and `paymentSource` are ours. */
export const walletTransactionSchema = z.object({
  id: idSchema,
  dateTime: z.string(),
  description: z.string(),
  transactionAmount: rupeesSchema,
  transactionType: walletTransactionTypeSchema,
  status: walletTransactionStatusSchema,
  paymentSource: rechargeSourceSchema.nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/**
 * `GET /api/wallets/{id}` (spec §3 Wallet): the customer's own wallet only. `pendingCash` (ours) is the sum of
 * cash recharges the shop has not collected yet: not in the balance until it does.
 */
export const walletSchema = z.object({ id: idSchema, accountBalance: rupeesSchema, pendingCash: rupeesSchema });
export type Wallet = z.infer<typeof walletSchema>;

export const walletParamsSchema = z.object({ id: idSchema });
export const walletQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/** `GET /api/wallet-transactions/{walletId}?pageNumber=1&pageSize=8`: newest first; `pageNumber` is 1-based. */
export const walletTransactionsQuerySchema = walletQuerySchema.extend({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WALLET_TRANSACTIONS_PAGE_SIZE),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

/** `totalPages` is at least 1. */
export const walletTransactionListSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  totalPages: z.number().int().min(1),
});
export type WalletTransactionList = z.infer<typeof walletTransactionListSchema>;

/**
 * `POST /api/wallets/{id}/recharge` (spec §7). ONLINE_PAYMENT needs `paymentTransactionId`: a SUCCEEDED
 * wallet-recharge payment of this customer for exactly `amount`; it credits once however often it is sent.
 * COD records a PENDING line that the shop confirms when it collects the cash.
 */
export const rechargeWalletBodySchema = z
  .object({
    storeId: idSchema,
    orgId: idSchema.optional(),
    customerId: idSchema,
    walletId: idSchema,
    amount: paymentAmountSchema,
    paymentTransactionId: idSchema.optional().nullable(),
    paymentSource: rechargeSourceSchema,
  })
  .refine((body) => body.paymentSource !== 'ONLINE_PAYMENT' || !!body.paymentTransactionId, {
    message: 'paymentTransactionId is required for an online recharge',
    path: ['paymentTransactionId'],
  });
export type RechargeWalletBody = z.infer<typeof rechargeWalletBodySchema>;

/** The wallet after the recharge and the ledger line it wrote (PENDING for COD). */
export const rechargeWalletResponseSchema = walletSchema.extend({ transaction: walletTransactionSchema });
export type RechargeWalletResponse = z.infer<typeof rechargeWalletResponseSchema>;
