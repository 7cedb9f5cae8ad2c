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

/** One line priced with its share of a coupon: what it costs, what the shopper pays for it, its GST. */
export interface LinePricePaise {
  /** Selling price × quantity, before tax on top and before the coupon. */
  amountPaise: number;
  /** The line's share of the coupon (couponShares), 0 without one. */
  couponSharePaise: number;
  /** What the shopper pays for the line, tax included, the coupon's share taken off. */
  paidPaise: number;
  /** The GST inside `paidPaise`: on the line as priced, or recomputed on what is left after a coupon. */
  taxPaise: number;
}

/**
 * A coupon's discount split over the lines in proportion to what each costs the shopper (largest remainder,
 * ties to the earlier line), so the shares add up to the discount to the paisa and no share exceeds its line.
 * `discountPaise` must not exceed the sum of `paidPaise`.
 */
export function couponShares(paidPaise: readonly number[], discountPaise: number): number[] {
  const total = paidPaise.reduce((sum, paid) => sum + paid, 0);
  if (discountPaise <= 0 || total <= 0) return paidPaise.map(() => 0);
  const shares = paidPaise.map((paid) => Math.floor((discountPaise * paid) / total));
  const byRemainder = paidPaise
    .map((paid, index) => ({ index, remainder: (discountPaise * paid) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each line priced, with a coupon of `couponDiscountPaise` taken off (docs/decisions/050). A coupon is a
 * discount before tax, so it lowers the taxable value: a line's share comes off what the shopper pays for it,
 * tax included, and its GST is recomputed from what is left as a tax-inclusive price, once per line. The
 * MRP ceiling holds because a share only ever lowers a line.
 */
export function priceEachLine(lines: readonly PricedLine[], couponDiscountPaise = 0): LinePricePaise[] {
  const priced = lines.map((line) => {
    const amountPaise = line.sellingPricePaise * line.quantity;
    const taxPaise = lineTaxPaise(amountPaise, line.taxPercent, line.taxType);
    return { amountPaise, taxPaise, paidPaise: line.taxType === 'EXCLUSIVE' ? amountPaise + taxPaise : amountPaise };
  });
  const shares = couponShares(
    priced.map((line) => line.paidPaise),
    couponDiscountPaise,
  );
  return priced.map((line, index) => {
    const share = shares[index]!;
    if (share === 0) return { ...line, couponSharePaise: 0 };
    const paidPaise = line.paidPaise - share;
    return {
      amountPaise: line.amountPaise,
      couponSharePaise: share,
      paidPaise,
      taxPaise: lineTaxPaise(paidPaise, lines[index]!.taxPercent, 'INCLUSIVE'),
    };
  });
}

/**
 * Totals of a set of lines, as the contract's priceTotalsSchema defines them, with a coupon of
 * `couponDiscountPaise` (none by default). The saving on MRP is the MRP less what is actually paid, tax
 * included, so it holds the coupon too.
 */
export function priceLines(lines: readonly PricedLine[], couponDiscountPaise = 0): PriceTotalsPaise {
  const priced = priceEachLine(lines, couponDiscountPaise);
  let totalPricePaise = 0;
  let totalDiscountPaise = 0;
  let taxPaise = 0;
  let finalPricePaise = 0;
  priced.forEach((line, index) => {
    const { mrpPaise, quantity } = lines[index]!;
    totalPricePaise += line.amountPaise;
    totalDiscountPaise += Math.max(0, mrpPaise * quantity - line.paidPaise);
    taxPaise += line.taxPaise;
    finalPricePaise += line.paidPaise;
  });
  return {
    totalPricePaise,
    couponDiscountPaise: priced.reduce((sum, line) => sum + line.couponSharePaise, 0),
    totalDiscountPaise,
    taxPaise,
    finalPricePaise,
  };
}
