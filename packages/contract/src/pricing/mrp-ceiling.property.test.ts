import { describe, expect, it } from 'vitest';
import type { TaxType } from '../catalogue/catalogue.schemas.ts';
import { billOf } from '../checkouts/bill.ts';
import { fromPaise } from '../format.ts';
import { fitsUnderMrp, linePaidPaise, priceLines, type PricedLine } from './line-pricing.ts';

/** A small seeded generator (mulberry32): the same cases on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const RATES = [0, 0.25, 3, 5, 12, 12.5, 18, 28];
const CASES = 5_000;

/** Random lines priced as a shop would: an MRP, a tax, and the highest selling price the rule lets through. */
function lines(next: () => number): PricedLine[] {
  return Array.from({ length: 1 + Math.floor(next() * 6) }, () => {
    const mrpPaise = 100 + Math.floor(next() * 500_000);
    const taxPercent = RATES[Math.floor(next() * RATES.length)]!;
    const taxType: TaxType = next() < 0.5 ? 'INCLUSIVE' : 'EXCLUSIVE';
    // Near the ceiling most of the time: where rounding could tip a line over it. The ceiling for a tax on top
    // is MRP × 100 / (100 + p), taken at once (stepping down a paisa at a time made the run slow), then checked
    // by the rule itself.
    const ceiling =
      taxType === 'EXCLUSIVE' ? Math.floor((mrpPaise * 10_000) / (10_000 + Math.round(taxPercent * 100))) : mrpPaise;
    let sellingPricePaise = Math.min(ceiling, Math.floor(mrpPaise * (next() < 0.7 ? 1 : next())));
    while (!fitsUnderMrp({ mrpPaise, sellingPricePaise, taxPercent, taxType })) sellingPricePaise -= 1;
    return { mrpPaise, sellingPricePaise, taxPercent, taxType, quantity: 1 + Math.floor(next() * 50) };
  });
}

describe('MRP is a ceiling (property)', () => {
  it(`holds for ${CASES} random carts: no line is paid above its MRP, and the savings are MRP less what is paid`, () => {
    const next = random(20261127);
    // Counterexamples are collected and compared once: an expect per line made the run CPU-bound on expect.
    const overMrp: unknown[] = [];
    const wrongTotals: unknown[] = [];
    for (let round = 0; round < CASES; round += 1) {
      const cart = lines(next);
      for (const line of cart) if (linePaidPaise(line) > line.mrpPaise * line.quantity) overMrp.push(line);
      const totals = priceLines(cart);
      const paid = cart.reduce((sum, line) => sum + linePaidPaise(line), 0);
      const mrp = cart.reduce((sum, line) => sum + line.mrpPaise * line.quantity, 0);
      if (totals.finalPricePaise !== paid || totals.totalDiscountPaise !== mrp - paid)
        wrongTotals.push({ cart, totals });
    }
    expect(overMrp).toEqual([]);
    expect(wrongTotals).toEqual([]);
  });

  it('adds up: the bill of any such cart shows rows whose sum is its total, and that total is what is paid', () => {
    const next = random(7);
    const notAddingUp: unknown[] = [];
    for (let round = 0; round < CASES; round += 1) {
      const totals = priceLines(lines(next));
      const charge = next() < 0.5 ? 0 : Math.floor(next() * 10_000);
      const bill = billOf(
        {
          totalPrice: fromPaise(totals.totalPricePaise),
          couponDiscount: fromPaise(totals.couponDiscountPaise),
          totalDiscount: fromPaise(totals.totalDiscountPaise),
          tax: fromPaise(totals.taxPaise),
          finalPrice: fromPaise(totals.finalPricePaise + charge),
        },
        { charge: fromPaise(charge), inFinalPrice: true },
      );
      const rowsSum = bill.rows.reduce((sum, row) => sum + row.addsPaise, 0);
      if (rowsSum !== bill.totalPaise || bill.totalPaise !== totals.finalPricePaise + charge) {
        notAddingUp.push({ totals, charge, rows: bill.rows, total: bill.totalPaise });
      }
    }
    expect(notAddingUp).toEqual([]);
  });

  it('refuses a price whose tax on top would take it past the MRP by a single paisa', () => {
    // ₹339 + 18 % = ₹400.02 against an MRP of ₹399: the shampoo the issue found.
    expect(fitsUnderMrp({ mrpPaise: 39_900, sellingPricePaise: 33_900, taxPercent: 18, taxType: 'EXCLUSIVE' })).toBe(
      false,
    );
    // ₹338.13 + 18 % = ₹398.99…: fits.
    expect(fitsUnderMrp({ mrpPaise: 39_900, sellingPricePaise: 33_813, taxPercent: 18, taxType: 'EXCLUSIVE' })).toBe(
      true,
    );
    // ₹0.10 + 5 % is ₹0.105, over an MRP of ₹0.10; an MRP of ₹0.11 holds it.
    expect(fitsUnderMrp({ mrpPaise: 10, sellingPricePaise: 10, taxPercent: 5, taxType: 'EXCLUSIVE' })).toBe(false);
    expect(fitsUnderMrp({ mrpPaise: 11, sellingPricePaise: 10, taxPercent: 5, taxType: 'EXCLUSIVE' })).toBe(true);
    expect(fitsUnderMrp({ mrpPaise: 39_900, sellingPricePaise: 39_900, taxPercent: 18, taxType: 'INCLUSIVE' })).toBe(
      true,
    );
    expect(fitsUnderMrp({ mrpPaise: 39_900, sellingPricePaise: 39_901, taxPercent: 0, taxType: 'INCLUSIVE' })).toBe(
      false,
    );
  });
});
