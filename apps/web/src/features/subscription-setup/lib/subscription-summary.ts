import type { Bill } from '@haat/contract/checkouts/bill';
import { SUBSCRIPTION_TAX } from '@haat/contract/constants';
import { formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import type { Translate } from '#src/lib/i18n.tsx';

export interface SubscriptionSummary {
  subtotal: number;
  tax: number;
  savings: number;
  total: number;
}

/**
 * One delivery's price (spec §2): Subtotal is the MRP total, Savings the MRP total less the selling total,
 * Tax always 0, Total the selling total — so Subtotal − Savings + Tax = Total on the card. Worked in paise.
 */
export function subscriptionSummary(
  prices: { mrp: number; sellingPrice: number },
  quantity: number,
): SubscriptionSummary {
  const mrpTotal = toPaise(prices.mrp) * quantity;
  const sellingTotal = toPaise(prices.sellingPrice) * quantity;
  return {
    subtotal: fromPaise(mrpTotal),
    tax: SUBSCRIPTION_TAX,
    savings: fromPaise(Math.max(0, mrpTotal - sellingTotal)),
    total: fromPaise(sellingTotal),
  };
}

/** The summary as rows that add up as shown: Subtotal (MRP) + Tax − Savings = Total, in the page's language. */
export function subscriptionBill(summary: SubscriptionSummary, t: Translate): Bill {
  const row = (label: string, rupees: number) => ({ label, value: formatRupees(rupees), addsPaise: toPaise(rupees) });
  return {
    rows: [
      row(t('subscriptions.subtotal'), summary.subtotal),
      row(t('subscriptions.tax'), summary.tax),
      row(t('subscriptions.savings'), -summary.savings),
    ],
    totalPaise: toPaise(summary.total),
    total: formatRupees(summary.total),
    includedTaxNote: null,
    savingsNote: null,
  };
}
