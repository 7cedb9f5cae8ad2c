import { formatRupees } from '../format.ts';
import { divideRoundingHalfUp } from '../pricing/line-pricing.ts';
import { text, type Text } from '../i18n/translate.ts';

export const couponKinds = ['FLAT', 'PERCENT'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** A coupon's terms in integer money: `amount` is paise off (FLAT) or basis points off (PERCENT). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  amount: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  /** India dates, `YYYY-MM-DD`, both days included; `validTo` null never ends. */
  validFrom: string;
  validTo: string | null;
  firstOrderOnly: boolean;
  usesPerShopper: number | null;
  totalUses: number | null;
  /** Orders that hold a use now (a cancelled or failed order gives its use back). */
  usedCount: number;
}

/** What the rules need to know of the shopper and their goods. */
export interface CouponShopper {
  /** What the goods cost, tax included, before the coupon and delivery. */
  goodsPaise: number;
  /** Their orders that hold a use of this coupon. */
  usesByShopper: number;
  /** Whether they have an order in the store that was neither cancelled nor failed. */
  hasOrdered: boolean;
  /** Today in India, `YYYY-MM-DD`. */
  today: string;
}

export type CouponVerdict = { ok: true; discountPaise: number } | { ok: false; reason: Text };

/** The discount the terms give on goods worth `goodsPaise`: never more than the goods. */
export function couponDiscountPaise(
  terms: Pick<CouponTerms, 'kind' | 'amount' | 'maxDiscountPaise'>,
  goodsPaise: number,
) {
  const off = terms.kind === 'FLAT' ? terms.amount : divideRoundingHalfUp(goodsPaise * terms.amount, 10_000);
  const capped = terms.maxDiscountPaise === null ? off : Math.min(off, terms.maxDiscountPaise);
  return Math.max(0, Math.min(capped, goodsPaise));
}

/**
 * Whether a coupon applies, and how much it takes off; a refusal says why in the shopper's words (a catalogue
 * text). The same rule answers the cart, the checkout and the placement, so none can let through what
 * another would refuse. `terms` null is a code the store does not have.
 */
export function couponVerdict(terms: CouponTerms | null, shopper: CouponShopper): CouponVerdict {
  if (!terms) return { ok: false, reason: text('coupons.unknown') };
  const { code } = terms;
  if (shopper.today < terms.validFrom) return { ok: false, reason: text('coupons.notStarted', { code }) };
  if (terms.validTo !== null && shopper.today > terms.validTo) {
    return { ok: false, reason: text('coupons.expired', { code }) };
  }
  if (terms.totalUses !== null && terms.usedCount >= terms.totalUses) {
    return { ok: false, reason: text('coupons.usedUp', { code }) };
  }
  if (terms.usesPerShopper !== null && shopper.usesByShopper >= terms.usesPerShopper) {
    return { ok: false, reason: text('coupons.usedByYou', { code }) };
  }
  if (terms.firstOrderOnly && shopper.hasOrdered)
    return { ok: false, reason: text('coupons.firstOrderOnly', { code }) };
  if (shopper.goodsPaise < terms.minOrderPaise) {
    const more = formatRupees((terms.minOrderPaise - shopper.goodsPaise) / 100);
    return {
      ok: false,
      reason: text('coupons.belowMinimum', { code, minimum: formatRupees(terms.minOrderPaise / 100), more }),
    };
  }
  return { ok: true, discountPaise: couponDiscountPaise(terms, shopper.goodsPaise) };
}
