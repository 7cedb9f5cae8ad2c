/**
 * The wallet ledger's descriptions, apart from the wallet schemas: the storefront's wallet history says them
 * in the shopper's language, where the schema library is not loaded (it loads when an answer is first parsed,
 * decision 025).
 */
import type { Text } from '../i18n/translate.ts';

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
