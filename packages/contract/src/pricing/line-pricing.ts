import type { TaxType } from '../catalogue/catalogue.schemas.ts';
import { fromPaise, toPaise } from '../format.ts';

/**
 * How a line is priced, in integer paise: the one rule the cart, checkout, orders, subscriptions, the import's
 * MRP check and the storefront's discount badges share. Money is rounded once per line.
 */

/** What pricing needs of one line. */
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

/** A percent in basis points, so that 12.5 % stays exact. */
const basisPointsOf = (taxPercent: number) => Math.max(0, Math.round(taxPercent * 100));

/**
 * GST of one line (price × quantity), rounded to the paisa half up: INCLUSIVE → amount × p / (100 + p) is
 * inside the price; EXCLUSIVE → amount × p / 100 comes on top.
 */
export function lineTaxPaise(amountPaise: number, taxPercent: number, taxType: TaxType): number {
  const basisPoints = basisPointsOf(taxPercent);
  if (basisPoints === 0 || amountPaise <= 0) return 0;
  const denominator = taxType === 'INCLUSIVE' ? 10_000 + basisPoints : 10_000;
  return divideRoundingHalfUp(amountPaise * basisPoints, denominator);
}

/** What the shopper pays for a line, tax included: the price, plus its tax when the tax comes on top. */
export function linePaidPaise(line: Omit<PricedLine, 'mrpPaise'>): number {
  const amount = line.sellingPricePaise * line.quantity;
  return line.taxType === 'EXCLUSIVE' ? amount + lineTaxPaise(amount, line.taxPercent, line.taxType) : amount;
}

/**
 * A unit's price as the shopper pays it, tax included, in rupees: what a discount badge or a struck-through
 * MRP is measured against (a price with GST on top is not a discount on MRP by the size of the GST).
 */
export function unitPricePaid(sellingPrice: number, tax: { taxPercent: number; taxType: TaxType }): number {
  return fromPaise(linePaidPaise({ sellingPricePaise: toPaise(sellingPrice), quantity: 1, ...tax }));
}

/**
 * Whether a unit's price, tax included, fits under its MRP, which the law makes the most it may be sold for,
 * taxes included (Legal Metrology (Packaged Commodities) Rules, 2011). Compared without rounding the tax —
 * price × (100 + p) ≤ MRP × 100 — so that every quantity, with its tax rounded once for the line, fits too.
 */
export function fitsUnderMrp(line: Omit<PricedLine, 'quantity'>): boolean {
  if (line.taxType === 'INCLUSIVE') return line.sellingPricePaise <= line.mrpPaise;
  return line.sellingPricePaise * (10_000 + basisPointsOf(line.taxPercent)) <= line.mrpPaise * 10_000;
}

/**
 * Totals of a set of lines, as the contract's priceTotalsSchema defines them (no coupons yet). The saving on
 * MRP is the MRP less what is actually paid, tax included.
 */
export function priceLines(lines: readonly PricedLine[]): PriceTotalsPaise {
  let totalPricePaise = 0;
  let totalDiscountPaise = 0;
  let taxPaise = 0;
  let exclusiveTaxPaise = 0;
  for (const line of lines) {
    const amount = line.sellingPricePaise * line.quantity;
    const tax = lineTaxPaise(amount, line.taxPercent, line.taxType);
    const paid = line.taxType === 'EXCLUSIVE' ? amount + tax : amount;
    totalPricePaise += amount;
    totalDiscountPaise += Math.max(0, line.mrpPaise * line.quantity - paid);
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
