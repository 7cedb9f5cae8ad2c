import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { couponShares, priceEachLine, priceLines } from '../pricing/line-pricing.ts';
import { couponVerdict, type CouponShopper, type CouponTerms } from './coupon-rules.ts';

const flat50: CouponTerms = {
  code: 'SAVE50',
  kind: 'FLAT',
  amount: 5_000,
  maxDiscountPaise: null,
  minOrderPaise: 29_900,
  validFrom: '2026-11-01',
  validTo: '2026-11-30',
  firstOrderOnly: false,
  usesPerShopper: 1,
  totalUses: 100,
  usedCount: 0,
};
const shopper: CouponShopper = { goodsPaise: 40_000, usesByShopper: 0, hasOrdered: false, today: '2026-11-28' };
const reasonOf = (terms: CouponTerms | null, who: Partial<CouponShopper> = {}, locale: 'en' | 'hi' = 'en') => {
  const verdict = couponVerdict(terms, { ...shopper, ...who });
  return verdict.ok ? null : translate(locale, verdict.reason);
};

describe('couponVerdict', () => {
  it('takes a flat amount off goods that reach the minimum', () => {
    expect(couponVerdict(flat50, shopper)).toEqual({ ok: true, discountPaise: 5_000 });
  });

  it('takes a percent off, rounded half up, and no more than its maximum', () => {
    const tenPercent = { ...flat50, kind: 'PERCENT' as const, amount: 1_000, maxDiscountPaise: 10_000 };
    expect(couponVerdict(tenPercent, { ...shopper, goodsPaise: 40_005 })).toEqual({ ok: true, discountPaise: 4_001 });
    expect(couponVerdict(tenPercent, { ...shopper, goodsPaise: 250_000 })).toEqual({ ok: true, discountPaise: 10_000 });
  });

  it('never takes off more than the goods cost', () => {
    expect(couponVerdict({ ...flat50, amount: 90_000, minOrderPaise: 0 }, shopper)).toEqual({
      ok: true,
      discountPaise: 40_000,
    });
  });

  it('is valid on its first and last days, India time, and not a day either side', () => {
    expect(couponVerdict(flat50, { ...shopper, today: '2026-11-01' }).ok).toBe(true);
    expect(couponVerdict(flat50, { ...shopper, today: '2026-11-30' }).ok).toBe(true);
    expect(reasonOf(flat50, { today: '2026-10-31' })).toBe('SAVE50 cannot be used yet');
    expect(reasonOf(flat50, { today: '2026-12-01' })).toBe('SAVE50 has expired');
    expect(couponVerdict({ ...flat50, validTo: null }, { ...shopper, today: '2031-01-01' }).ok).toBe(true);
  });

  it('says why a code does not apply, in English and in Hindi', () => {
    expect(reasonOf(null)).toBe('This coupon code is not valid in this store');
    expect(reasonOf(null, {}, 'hi')).toBe('यह कूपन कोड इस दुकान में मान्य नहीं है');
    expect(reasonOf({ ...flat50, usedCount: 100 })).toBe('SAVE50 has been fully used');
    expect(reasonOf(flat50, { usesByShopper: 1 })).toBe('You have already used SAVE50');
    expect(reasonOf({ ...flat50, firstOrderOnly: true }, { hasOrdered: true })).toBe(
      'SAVE50 is only for your first order',
    );
    expect(reasonOf(flat50, { goodsPaise: 20_000 })).toBe('SAVE50 needs an order of ₹299.00: add ₹99.00 more');
    expect(reasonOf(flat50, { goodsPaise: 20_000 }, 'hi')).toBe(
      'SAVE50 के लिए ₹299.00 का ऑर्डर चाहिए: ₹99.00 का सामान और जोड़ें',
    );
  });

  it('lets a shopper use a coupon as often as its terms allow, and without limits when they set none', () => {
    expect(couponVerdict({ ...flat50, usesPerShopper: 2 }, { ...shopper, usesByShopper: 1 }).ok).toBe(true);
    const unlimited = { ...flat50, usesPerShopper: null, totalUses: null, usedCount: 10_000 };
    expect(couponVerdict(unlimited, { ...shopper, usesByShopper: 50 }).ok).toBe(true);
  });
});

describe('couponShares', () => {
  it('splits a discount in proportion to each line, adding up to the paisa', () => {
    expect(couponShares([10_000, 20_000, 30_000], 1_000)).toEqual([167, 333, 500]);
    expect(couponShares([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(couponShares([5_000], 5_000)).toEqual([5_000]);
    expect(couponShares([100, 200], 0)).toEqual([0, 0]);
  });

  it('never gives a line more than it costs, whatever the amounts', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const paid = [(seed * 7919) % 50_000, (seed * 104_729) % 9_999, seed % 3];
      const total = paid.reduce((sum, value) => sum + value, 0);
      const discount = (seed * 31) % (total + 1);
      const shares = couponShares(paid, discount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(paid[index]!));
    }
  });
});

describe('a coupon on the bill', () => {
  // Ghee ₹599.99 with 12 % GST inside (MRP ₹650) and rice 2 × ₹450.25 with 5 % GST on top (MRP ₹500 each).
  const lines = [
    { mrpPaise: 65_000, sellingPricePaise: 59_999, quantity: 1, taxPercent: 12, taxType: 'INCLUSIVE' as const },
    { mrpPaise: 50_000, sellingPricePaise: 45_025, quantity: 2, taxPercent: 5, taxType: 'EXCLUSIVE' as const },
  ];

  it('comes off the final price to the paisa and lowers each line’s GST with its taxable value', () => {
    const before = priceLines(lines);
    const after = priceLines(lines, 10_000);
    expect(after.couponDiscountPaise).toBe(10_000);
    expect(after.finalPricePaise).toBe(before.finalPricePaise - 10_000);
    expect(after.totalPricePaise).toBe(before.totalPricePaise);
    expect(after.totalDiscountPaise).toBe(before.totalDiscountPaise + 10_000);
    expect(after.taxPaise).toBeLessThan(before.taxPaise);
    const each = priceEachLine(lines, 10_000);
    // ₹1,545.52 paid before: ghee ₹599.99 takes 38.82 %, rice ₹945.53 the rest.
    expect(each.map((line) => line.couponSharePaise)).toEqual([3_882, 6_118]);
    expect(each.map((line) => line.paidPaise)).toEqual([56_117, 88_435]);
    // Each line's GST from what is left, tax included: 561.17 × 12/112 and 884.35 × 5/105.
    expect(each.map((line) => line.taxPaise)).toEqual([6_013, 4_211]);
    each.forEach((line, index) =>
      expect(line.paidPaise).toBeLessThanOrEqual(lines[index]!.mrpPaise * lines[index]!.quantity),
    );
  });

  it('leaves lines as they were without a coupon', () => {
    expect(priceEachLine(lines).every((line) => line.couponSharePaise === 0)).toBe(true);
    expect(priceLines(lines, 0)).toEqual(priceLines(lines));
  });
});
