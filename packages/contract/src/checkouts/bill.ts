import type { PriceTotals } from '../carts/carts.schemas.ts';
import type { ShippingConfig } from '../stores/stores.schemas.ts';
import { formatRupees, toPaise } from '../format.ts';

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
  label: string;
  value: string;
  /** What the row adds to the total, in paise: 0 for "Included" and "Free". */
  addsPaise: number;
}

export interface Bill {
  rows: BillRow[];
  totalPaise: number;
  total: string;
  /** "Prices include ₹13.72 GST", when GST is inside the prices. */
  includedTaxNote: string | null;
  /** "You save ₹40.00 on MRP", when the selling prices are below MRP. */
  savingsNote: string | null;
}

/**
 * A price summary that adds up, from the totals a cart, a checkout or an order answers with: Subtotal + Tax − Discounts + Shipping = Total, row by row as shown. Prices in
 * India include GST, which is part of the subtotal already: the Tax row adds only the tax charged on top
 * (EXCLUSIVE lines) and reads "Included" when there is none, and a note names the GST inside the prices.
 */
export function billOf(totals: PriceTotals, shipping: BillShipping | null): Bill {
  const subtotal = toPaise(totals.totalPrice);
  const coupon = toPaise(totals.couponDiscount);
  const charge = shipping ? toPaise(shipping.charge) : 0;
  const goodsTotal = toPaise(totals.finalPrice) - (shipping?.inFinalPrice ? charge : 0);
  const addedTax = Math.max(0, goodsTotal - subtotal + coupon);
  const includedTax = Math.max(0, toPaise(totals.tax) - addedTax);
  const rows: BillRow[] = [
    { label: 'Subtotal', value: formatRupees(subtotal / 100), addsPaise: subtotal },
    {
      label: 'Tax',
      value: addedTax > 0 || includedTax === 0 ? formatRupees(addedTax / 100) : 'Included',
      addsPaise: addedTax,
    },
    { label: 'Discounts', value: formatRupees(-coupon / 100), addsPaise: coupon > 0 ? -coupon : 0 },
  ];
  if (shipping)
    rows.push({ label: 'Shipping', value: charge > 0 ? formatRupees(charge / 100) : 'Free', addsPaise: charge });
  const totalPaise = goodsTotal + charge;
  const savings = toPaise(totals.totalDiscount);
  return {
    rows,
    totalPaise,
    total: formatRupees(totalPaise / 100),
    includedTaxNote: includedTax > 0 ? `Prices include ${formatRupees(includedTax / 100)} GST` : null,
    savingsNote: savings > 0 ? `You save ${formatRupees(savings / 100)} on MRP` : null,
  };
}
