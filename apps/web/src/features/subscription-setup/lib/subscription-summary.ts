import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { Bill } from '@haat/contract/checkouts/bill';
import { formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import { lineTaxPaise, linePaidPaise } from '@haat/contract/pricing/line-pricing';
import type { Translate } from '#src/lib/i18n.tsx';

export interface SubscriptionSummary {
  subtotal: number;
  /** The GST inside the Total (the MRP includes all taxes, so it adds nothing to the Subtotal). */
  tax: number;
  savings: number;
  total: number;
}

/**
 * One delivery's price (spec §2), by the contract's pricing rule, as the delivery's order will charge it:
 * Subtotal is the MRP total, Total what is paid with its GST (a tax on top included), Savings the MRP total
 * less that — so Subtotal − Savings = Total on the card. Worked in paise.
 */
export function subscriptionSummary(
  prices: { mrp: number; sellingPrice: number },
  tax: { taxPercent: number; taxType: TaxType },
  quantity: number,
): SubscriptionSummary {
  const mrpTotal = toPaise(prices.mrp) * quantity;
  const sellingPricePaise = toPaise(prices.sellingPrice);
  const paid = linePaidPaise({ sellingPricePaise, quantity, ...tax });
  return {
    subtotal: fromPaise(mrpTotal),
    tax: fromPaise(lineTaxPaise(sellingPricePaise * quantity, tax.taxPercent, tax.taxType)),
    savings: fromPaise(Math.max(0, mrpTotal - paid)),
    total: fromPaise(paid),
  };
}

/**
 * The summary as the spec's four rows, adding up as shown: Subtotal (MRP) − Savings = Total. Tax is inside the
 * MRP, so its row says Included and the note below says how much; the saving reads as a saving, not a minus.
 */
export function subscriptionBill(summary: SubscriptionSummary, t: Translate): Bill {
  const savings = formatRupees(summary.savings);
  const included = formatRupees(summary.tax);
  return {
    rows: [
      {
        label: t('subscriptions.subtotal'),
        value: formatRupees(summary.subtotal),
        addsPaise: toPaise(summary.subtotal),
      },
      { label: t('subscriptions.tax'), value: t('checkout.billIncluded'), addsPaise: 0 },
      {
        label: t('subscriptions.savings'),
        value: t('subscriptions.youSave', { amount: savings }),
        addsPaise: -toPaise(summary.savings),
      },
    ],
    totalPaise: toPaise(summary.total),
    total: formatRupees(summary.total),
    includedTaxNote: summary.tax > 0 ? t('checkout.billIncludedTax', { amount: included }) : null,
    savingsNote: null,
  };
}
