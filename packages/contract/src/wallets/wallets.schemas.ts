import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';

/** Ledger entry kinds (spec §3 Transaction): the balance is always Σ CREDIT − Σ DEBIT. */
export const walletTransactionTypes = ['CREDIT', 'DEBIT'] as const;
export const walletTransactionTypeSchema = z.enum(walletTransactionTypes);
export type WalletTransactionType = z.infer<typeof walletTransactionTypeSchema>;

/** One ledger line as the wallet history shows it; `dateTime` is ISO. */
export const walletTransactionSchema = z.object({
  dateTime: z.string(),
  description: z.string(),
  transactionAmount: rupeesSchema,
  transactionType: walletTransactionTypeSchema,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** Ledger descriptions written by orders. */
export const walletDescriptions = {
  orderPayment: (orderNumber: string) => `Payment for order ${orderNumber}`,
  orderRefund: (orderNumber: string) => `Refund for order ${orderNumber}`,
};
