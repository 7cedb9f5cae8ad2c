import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CouponTerms } from '@haat/contract/coupons/coupon-rules';
import type { Db } from '#src/db/connect.ts';
import { coupons } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** What a shopper's history says to a coupon's rules. */
export interface ShopperCouponHistory {
  usesByShopper: number;
  hasOrdered: boolean;
}

/** Orders that gave their coupon use back, and that do not make a shopper's first order. */
const UNDONE_STATES = sql`('CANCELLED', 'FAILED')`;

export const termsOf = (row: CouponRow): CouponTerms => ({
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  maxDiscountPaise: row.maxDiscountPaise,
  minOrderPaise: row.minOrderPaise,
  validFrom: row.validFrom,
  validTo: row.validTo,
  firstOrderOnly: row.firstOrderOnly,
  usesPerShopper: row.usesPerShopper,
  totalUses: row.totalUses,
  usedCount: row.usedCount,
});

/** The store's coupons a shopper can use today (uses left, in their dates), in the document's order. */
export async function listCurrentCoupons(db: Db, storeId: string, today: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.storeId, storeId),
        lte(coupons.validFrom, today),
        or(isNull(coupons.validTo), gte(coupons.validTo, today)),
        or(isNull(coupons.totalUses), lt(coupons.usedCount, coupons.totalUses)),
      ),
    )
    .orderBy(asc(coupons.position));
}

/**
 * The store's coupon of this code with the shopper's history, in one statement, for the cart and the
 * checkout (placement locks instead: `takeCouponUse`). Null when the store has no such code.
 */
export async function findCouponForShopper(
  db: Db,
  owner: { storeId: string; customerId: string },
  code: string,
): Promise<{ coupon: CouponRow; history: ShopperCouponHistory } | null> {
  const [row] = await db
    .select({
      coupon: coupons,
      uses: sql<number>`(select count(*) from orders o where o.store_id = "coupons"."store_id"
        and o.customer_id = ${owner.customerId} and o.coupon_id = "coupons"."id"
        and o.order_state not in ${UNDONE_STATES})::int`,
      ordered: sql<boolean>`exists (select 1 from orders o where o.store_id = "coupons"."store_id"
        and o.customer_id = ${owner.customerId} and o.order_state not in ${UNDONE_STATES})`,
    })
    .from(coupons)
    .where(and(eq(coupons.storeId, owner.storeId), eq(coupons.code, code)));
  if (!row) return null;
  return { coupon: row.coupon, history: { usesByShopper: Number(row.uses), hasOrdered: Boolean(row.ordered) } };
}

/**
 * Takes a use of the coupon for an order being placed: raises its count and so locks its row until the
 * commit. Concurrent placements with the same coupon wait here, one by one, and each then reads the count as
 * the one before left it. The caller checks the rules against the answer (the count before this use) and
 * rolls back on a refusal. Null when the store has no such code.
 */
export async function takeCouponUse(tx: Db, storeId: string, code: string): Promise<CouponRow | null> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.storeId, storeId), eq(coupons.code, code)))
    .returning();
  return row ? { ...row, usedCount: row.usedCount - 1 } : null;
}

/**
 * The shopper's history, read after `takeCouponUse` locked the coupon: a statement of its own, so its snapshot
 * is taken after the lock and sees the order of any placement that held the lock before.
 */
export async function findShopperHistory(
  tx: Db,
  owner: { storeId: string; customerId: string },
  couponId: string,
): Promise<ShopperCouponHistory> {
  const [row] = await selectRows<{ uses: number; ordered: boolean }>(
    tx,
    sql`select count(*) filter (where o.coupon_id = ${couponId})::int as uses, count(*) > 0 as ordered
      from orders o where o.store_id = ${owner.storeId} and o.customer_id = ${owner.customerId}
        and o.order_state not in ${UNDONE_STATES}`,
  );
  return { usesByShopper: Number(row?.uses ?? 0), hasOrdered: Boolean(row?.ordered) };
}

/** A cancelled or failed order gives its use back (decision 050). */
export async function giveCouponUseBack(tx: Db, storeId: string, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), eq(coupons.storeId, storeId), gt(coupons.usedCount, 0)));
}
