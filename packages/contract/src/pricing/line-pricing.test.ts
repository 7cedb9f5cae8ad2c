import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp, lineTaxPaise, priceLines } from './line-pricing.ts';

describe('lineTaxPaise', () => {
  it('takes inclusive GST out of the price: 599.99 at 12 % holds 64.28', () => {
    expect(lineTaxPaise(59_999, 12, 'INCLUSIVE')).toBe(6428); // 6428.46…
  });

  it('adds exclusive GST on top and rounds half up: 900.50 at 5 % is 45.03', () => {
    expect(lineTaxPaise(90_050, 5, 'EXCLUSIVE')).toBe(4503); // 4502.5
    expect(lineTaxPaise(45_025, 5, 'EXCLUSIVE')).toBe(2251); // 2251.25
  });

  it('rounds the line, not each unit: 3 × 0.10 at 5 % exclusive is 0.02, not 3 × 0.01', () => {
    expect(lineTaxPaise(30, 5, 'EXCLUSIVE')).toBe(2); // 1.5 → 2
    expect(3 * lineTaxPaise(10, 5, 'EXCLUSIVE')).toBe(3);
  });

  it('keeps fractional percents exact (12.5 % inclusive of 112.50 is 12.50)', () => {
    expect(lineTaxPaise(11_250, 12.5, 'INCLUSIVE')).toBe(1250);
  });

  it('is 0 without a percent or an amount', () => {
    expect(lineTaxPaise(10_000, 0, 'EXCLUSIVE')).toBe(0);
    expect(lineTaxPaise(0, 18, 'INCLUSIVE')).toBe(0);
  });
});

describe('divideRoundingHalfUp', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(7, 3)).toBe(2);
    expect(divideRoundingHalfUp(8, 3)).toBe(3);
    expect(divideRoundingHalfUp(6, 3)).toBe(2);
  });
});

describe('priceLines', () => {
  it('sums lines in paise: subtotal, MRP savings, tax, and a final price that adds only exclusive tax', () => {
    const totals = priceLines([
      { mrpPaise: 65_000, sellingPricePaise: 59_999, quantity: 1, taxPercent: 12, taxType: 'INCLUSIVE' },
      { mrpPaise: 50_000, sellingPricePaise: 45_025, quantity: 2, taxPercent: 5, taxType: 'EXCLUSIVE' },
    ]);
    expect(totals).toEqual({
      totalPricePaise: 150_049,
      couponDiscountPaise: 0,
      totalDiscountPaise: 10_448, // MRP less what is paid: 5,001 + (100,000 − 94,553)
      taxPaise: 10_931,
      finalPricePaise: 154_552,
    });
  });

  it('adds ₹0.10 and ₹0.20 to exactly ₹0.30', () => {
    const totals = priceLines([
      { mrpPaise: 10, sellingPricePaise: 10, quantity: 1, taxPercent: 0, taxType: 'INCLUSIVE' },
      { mrpPaise: 20, sellingPricePaise: 20, quantity: 1, taxPercent: 0, taxType: 'INCLUSIVE' },
    ]);
    expect(totals.finalPricePaise).toBe(30);
  });

  it('is all zeros for no lines', () => {
    expect(priceLines([]).finalPricePaise).toBe(0);
  });
});
