/**
 * The wallet ledger's descriptions, apart from the wallet schemas: the storefront's wallet history says them
 * in the shopper's language, where the schema library is not loaded (it loads when an answer is first parsed,
 * decision 025).
 */
import { formatRupees } from '../format.ts';
import type { Text } from '../i18n/translate.ts';

/**
 * The largest single wallet recharge, online or cash (rupees): months of a household's groceries. More is
 * a mistake or an attack (issue 33: six cash recharges of ₹1 crore were accepted).
 */
export const MAX_WALLET_RECHARGE = 50_000;

/**
 * How many cash recharges one shopper may have waiting for the shop to collect, per store: each is only a
 * promise to pay at the door, so a few are plenty and a long queue of them is an attack (issue 33).
 */
export const MAX_PENDING_CASH_RECHARGES = 3;

/** The refusals of the two caps above, as catalogue texts. */
export const rechargeLimitMessages = {
  tooLarge: { id: 'wallet.amountTooLarge', values: { max: formatRupees(MAX_WALLET_RECHARGE) } } as Text,
  tooManyPendingCash: { id: 'wallet.tooManyPendingCash', values: { limit: MAX_PENDING_CASH_RECHARGES } } as Text,
};

/** Ledger descriptions written by orders and recharges. */
export const walletDescriptions = {
  orderPayment: (orderNumber: string) => `Payment for order ${orderNumber}`,
  orderRefund: (orderNumber: string) => `Refund for order ${orderNumber}`,
  onlineRecharge: 'Wallet recharge (online payment)',
  cashRecharge: 'Wallet recharge (cash on delivery)',
  /** A payment that succeeded at the provider after its order had already failed: the money comes here. */
  latePayment: (orderNumber: string) => `Payment received after order ${orderNumber} failed`,
};

/** The stored descriptions, each as the catalogue says it ('wallet.orderPayment'…, English word for word). */
const describedLines: { pattern: RegExp; id: Text['id'] }[] = [
  { pattern: /^Payment for order (.+)$/, id: 'wallet.orderPayment' },
  { pattern: /^Refund for order (.+)$/, id: 'wallet.orderRefund' },
  { pattern: /^Payment received after order (.+) failed$/, id: 'wallet.latePayment' },
  { pattern: /^Wallet recharge \(online payment\)$/, id: 'wallet.onlineRecharge' },
  { pattern: /^Wallet recharge \(cash on delivery\)$/, id: 'wallet.cashRecharge' },
];

/**
 * A ledger line's description in the shopper's language: the ledger keeps the English it was written in
 * (walletDescriptions), which is read back as its catalogue message; any other text (a shop's own note)
 * comes back null and is shown as it is.
 */
export function walletDescriptionText(description: string): Text | null {
  for (const { pattern, id } of describedLines) {
    const match = pattern.exec(description);
    if (match) return match[1] === undefined ? { id } : { id, values: { orderNumber: match[1] } };
  }
  return null;
}
