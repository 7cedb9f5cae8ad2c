import type { CheckCouponBody, CouponCheck, CouponOffer } from '@haat/contract/coupons/coupons.schemas';
import { couponVerdict } from '@haat/contract/coupons/coupon-rules';
import { fromPaise } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Text } from '@haat/contract/i18n/translate';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { checkoutLines, totalsInRupees, totalsOf } from '#src/modules/pricing/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, refuse, type Result } from '#src/result.ts';
import {
  findCouponForShopper,
  findShopperHistory,
  listCurrentCoupons,
  takeCouponUse,
  termsOf,
  type CouponRow,
} from './coupons.repository.ts';

/** A coupon as an order or a checkout holds it: which, and how much it takes off these goods. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPaise: number;
}

export type CouponCheckResult = { ok: true; coupon: AppliedCoupon } | { ok: false; reason: Text };

/** The store's coupons a shopper can use today, as the cart offers them. */
export async function listOffers(db: Db, storeId: string, now: Date): Promise<CouponOffer[]> {
  return (await listCurrentCoupons(db, storeId, indiaToday(now))).map(offerOf);
}

function offerOf(row: CouponRow): CouponOffer {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'FLAT' ? fromPaise(row.amount) : row.amount / 100,
    maxDiscount: row.maxDiscountPaise === null ? null : fromPaise(row.maxDiscountPaise),
    minOrderValue: fromPaise(row.minOrderPaise),
    validTo: row.validTo,
    firstOrderOnly: row.firstOrderOnly,
  };
}

/**
 * Whether the code applies to this shopper's goods (worth `goodsPaise`, tax included, before delivery) now:
 * the cart's and the checkout's check, one read. Placement claims a use instead (`claimCouponUse`).
 */
export async function checkCoupon(
  db: Db,
  owner: { storeId: string; customerId: string },
  code: string,
  goodsPaise: number,
  now: Date,
): Promise<CouponCheckResult> {
  const found = await findCouponForShopper(db, owner, code);
  const verdict = couponVerdict(found && termsOf(found.coupon), {
    goodsPaise,
    today: indiaToday(now),
    ...(found?.history ?? { usesByShopper: 0, hasOrdered: false }),
  });
  if (!verdict.ok) return verdict;
  return { ok: true, coupon: { couponId: found!.coupon.id, code, discountPaise: verdict.discountPaise } };
}

/**
 * Claims a use of the code for the order being placed in `tx`, or refuses INVALID_COUPON with the reason
 * (thrown: the caller's transaction rolls back, keeping the cart and the checkout). The coupon's row stays
 * locked until the commit, so a last use raced from several servers goes to one order (decision 050). Two
 * statements, sent only when the checkout holds a coupon.
 */
export async function claimCouponUse(
  tx: Db,
  owner: { storeId: string; customerId: string },
  code: string,
  goodsPaise: number,
  now: Date,
): Promise<AppliedCoupon> {
  const coupon = await takeCouponUse(tx, owner.storeId, code);
  const history = coupon ? await findShopperHistory(tx, owner, coupon.id) : { usesByShopper: 0, hasOrdered: false };
  const verdict = couponVerdict(coupon && termsOf(coupon), { goodsPaise, today: indiaToday(now), ...history });
  if (!verdict.ok) refuse('INVALID_COUPON', verdict.reason);
  return { couponId: coupon!.id, code, discountPaise: verdict.discountPaise };
}

/** `POST /api/coupons/check`: the lines priced with the code, or why it does not apply. */
export async function checkCartCoupon(
  db: Db,
  principal: CustomerPrincipal,
  body: CheckCouponBody,
  locale: Locale,
  now: Date,
): Promise<Result<CouponCheck, 'INVALID_COUPON' | 'NOT_FOUND'>> {
  const ids = body.cartItems.map((item) => item.productVariantId);
  const variants = await findCatalogueVariants(db, principal.storeId, ids, locale);
  if (ids.some((id) => !variants.has(id))) return fail('NOT_FOUND', 'server.productNotFound');
  const lines = checkoutLines(
    body.cartItems.map((item) => ({ ...item, sellingPricePaise: 0 })),
    variants,
  );
  const goods = totalsOf(lines);
  const checked = await checkCoupon(db, principal, body.couponCode, goods.finalPricePaise, now);
  if (!checked.ok) return fail('INVALID_COUPON', checked.reason);
  return ok({ couponCode: body.couponCode, ...totalsInRupees(totalsOf(lines, checked.coupon.discountPaise)) });
}
