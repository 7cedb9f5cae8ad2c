import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { DeliveryRule } from '@haat/contract/checkouts/bill';

/** What pricing needs of one line; money in integer paise. */
export interface PricedLine {
  mrpPaise: number;
  sellingPricePaise: number;
  quantity: number;
  taxPercent: number;
  taxType: TaxType;
}

export interface PriceTotalsPaise {
  totalPricePaise: number;
  couponDiscountPaise: number;
  totalDiscountPaise: number;
  taxPaise: number;
  finalPricePaise: number;
}

/** n / d rounded half up, for non-negative integers (exact while 2n + d stays below 2^53). */
export function divideRoundingHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * GST of one line (price × quantity), rounded to the paisa half up. The percent is taken in basis points
 * so that 12.5 % stays exact: INCLUSIVE → amount × p / (100 + p) is inside the price; EXCLUSIVE →
 * amount × p / 100 comes on top.
 */
export function lineTaxPaise(amountPaise: number, taxPercent: number, taxType: TaxType): number {
  const basisPoints = Math.round(taxPercent * 100);
  if (basisPoints <= 0 || amountPaise <= 0) return 0;
  const denominator = taxType === 'INCLUSIVE' ? 10_000 + basisPoints : 10_000;
  return divideRoundingHalfUp(amountPaise * basisPoints, denominator);
}

/** Totals of a set of lines, as the contract's priceTotalsSchema defines them (no coupons yet). */
export function priceLines(lines: readonly PricedLine[]): PriceTotalsPaise {
  let totalPricePaise = 0;
  let totalDiscountPaise = 0;
  let taxPaise = 0;
  let exclusiveTaxPaise = 0;
  for (const line of lines) {
    const amount = line.sellingPricePaise * line.quantity;
    const tax = lineTaxPaise(amount, line.taxPercent, line.taxType);
    totalPricePaise += amount;
    totalDiscountPaise += Math.max(0, line.mrpPaise - line.sellingPricePaise) * line.quantity;
    taxPaise += tax;
    if (line.taxType === 'EXCLUSIVE') exclusiveTaxPaise += tax;
  }
  const couponDiscountPaise = 0;
  return {
    totalPricePaise,
    couponDiscountPaise,
    totalDiscountPaise,
    taxPaise,
    finalPricePaise: totalPricePaise + exclusiveTaxPaise - couponDiscountPaise,
  };
}

/** The store's first shipping rule; its charge is worked out by the contract's `deliveryChargePaise`. */
export interface ShippingRule extends DeliveryRule {
  shippingTime: string;
}
