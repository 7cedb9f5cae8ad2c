import type { PriceTotals } from '../carts/carts.schemas.ts';
import type { ShippingConfig } from '../stores/stores.schemas.ts';
import { formatRupees, toPaise } from '../format.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';
import type { Text } from '../i18n/translate.ts';

/** A store's delivery charge: `chargePaise`, waived once the goods reach `freeAbovePaise` (when set). */
export interface DeliveryRule {
  chargePaise: number;
  freeAbovePaise: number | null;
}

/** The rule the store's shipping configuration sets: its first rule, or none when shipping is off. */
export function deliveryRuleOf(config: ShippingConfig): DeliveryRule | null {
  const first = config.shippingEnabled ? config.manualShippingConfigs[0] : undefined;
  if (!first) return null;
  return {
    chargePaise: toPaise(first.charge),
    freeAbovePaise: first.freeAbove === null ? null : toPaise(first.freeAbove),
  };
}

/** The delivery charge for goods worth `goodsPaise`: the rule's charge, waived at its threshold; 0 without a rule. */
export function deliveryChargePaise(goodsPaise: number, rule: DeliveryRule | null): number {
  if (!rule) return 0;
  if (rule.freeAbovePaise !== null && goodsPaise >= rule.freeAbovePaise) return 0;
  return rule.chargePaise;
}

/** How much more would make delivery free, or null when it is free already or never is. */
export function paiseToFreeDelivery(goodsPaise: number, rule: DeliveryRule | null): number | null {
  if (!rule || rule.chargePaise === 0 || rule.freeAbovePaise === null) return null;
  return goodsPaise >= rule.freeAbovePaise ? null : rule.freeAbovePaise - goodsPaise;
}

/**
 * The delivery charge of a bill: `inFinalPrice` when the server's finalPrice already holds it (a checkout, an
 * order), not when it is the store's rule applied to a cart.
 */
export interface BillShipping {
  charge: number;
  inFinalPrice: boolean;
}

export interface BillRow {
  /** The English label; `labelId` says it in the shopper's language. */
  label: string;
  labelId?: MessageId;
  /** Values for `labelId` (a coupon's code). */
  labelValues?: Record<string, string>;
  /** The amount, or the English word for none ("Included", "Free"), which `valueId` then names. */
  value: string;
  valueId?: MessageId;
  /** What the row adds to the total, in paise: 0 for "Included" and "Free". */
  addsPaise: number;
}

export interface Bill {
  rows: BillRow[];
  totalPaise: number;
  total: string;
  /** "Prices include ₹13.72 GST", when GST is inside the prices; `includedTax` says it in any language. */
  includedTaxNote: string | null;
  includedTax?: Text | null;
  /** "You save ₹40.00 on MRP", when the selling prices are below MRP; `savings` says it in any language. */
  savingsNote: string | null;
  savings?: Text | null;
}

/** A bill row's words: the catalogue id and its English, which is the catalogue's word for word. */
const words = {
  subtotal: ['checkout.billSubtotal', 'Subtotal'],
  tax: ['checkout.billTax', 'Tax'],
  discounts: ['checkout.billDiscounts', 'Discounts'],
  shipping: ['checkout.billShipping', 'Shipping'],
  included: ['checkout.billIncluded', 'Included'],
  free: ['checkout.billFree', 'Free'],
} as const satisfies Record<string, readonly [MessageId, string]>;

function row(label: keyof typeof words, amountPaise: number, addsPaise: number, none?: keyof typeof words): BillRow {
  const [labelId, english] = words[label];
  const value = none ? { value: words[none][1], valueId: words[none][0] } : { value: formatRupees(amountPaise / 100) };
  return { label: english, labelId, ...value, addsPaise };
}

const couponLabel = (code: string) => ({
  label: `Coupon (${code})`,
  labelId: 'coupons.billLine' as const,
  labelValues: { code },
});

/**
 * A price summary that adds up, from the totals a cart, a checkout or an order answers with: Subtotal + Tax − Discounts + Shipping = Total, row by row as shown. Prices in
 * India include GST, which is part of the subtotal already: the Tax row adds only the tax charged on top
 * (EXCLUSIVE lines) and reads "Included" when there is none, and a note names the GST inside the prices.
 */
export function billOf(totals: PriceTotals & { couponCode?: string | null }, shipping: BillShipping | null): Bill {
  const subtotal = toPaise(totals.totalPrice);
  const coupon = toPaise(totals.couponDiscount);
  const charge = shipping ? toPaise(shipping.charge) : 0;
  const goodsTotal = toPaise(totals.finalPrice) - (shipping?.inFinalPrice ? charge : 0);
  const addedTax = Math.max(0, goodsTotal - subtotal + coupon);
  const includedTax = Math.max(0, toPaise(totals.tax) - addedTax);
  const rows: BillRow[] = [
    row('subtotal', subtotal, subtotal),
    row('tax', addedTax, addedTax, addedTax > 0 || includedTax === 0 ? undefined : 'included'),
    // A coupon names itself on its line: "Coupon (SAVE10)".
    totals.couponCode && coupon > 0
      ? { ...row('discounts', -coupon, -coupon), ...couponLabel(totals.couponCode) }
      : row('discounts', -coupon, coupon > 0 ? -coupon : 0),
  ];
  if (shipping) rows.push(row('shipping', charge, charge, charge > 0 ? undefined : 'free'));
  const totalPaise = goodsTotal + charge;
  const savings = toPaise(totals.totalDiscount);
  const includedAmount = formatRupees(includedTax / 100);
  const savedAmount = formatRupees(savings / 100);
  return {
    rows,
    totalPaise,
    total: formatRupees(totalPaise / 100),
    includedTaxNote: includedTax > 0 ? `Prices include ${includedAmount} GST` : null,
    includedTax: includedTax > 0 ? { id: 'checkout.billIncludedTax', values: { amount: includedAmount } } : null,
    savingsNote: savings > 0 ? `You save ${savedAmount} on MRP` : null,
    savings: savings > 0 ? { id: 'checkout.billSavings', values: { amount: savedAmount } } : null,
  };
}
