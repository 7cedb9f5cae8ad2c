import { eq } from 'drizzle-orm';
import type { ImportCoupon } from '@haat/contract/coupons/coupons.schemas';
import type { Db } from '#src/db/connect.ts';
import { coupons } from '#src/db/schema/index.ts';
import { address, createShop, type CommerceShop, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import type { TestContext } from '#src/testing/test-app.ts';

/** A coupon as a store document writes it: ₹100 off from ₹500, once per shopper, from 2026 on. */
export const couponOf = (fields: Partial<ImportCoupon> & { code: string }): ImportCoupon => ({
  kind: 'FLAT',
  value: 100,
  maxDiscount: null,
  minOrderValue: 500,
  validFrom: '2026-01-01',
  validTo: null,
  firstOrderOnly: false,
  usesPerShopper: 1,
  totalUses: null,
  ...fields,
});

/** The commerce test shop (commerce-test-kit) with these coupons in its document. */
export const createCouponShop = (context: TestContext, list: ImportCoupon[]): Promise<CommerceShop> =>
  createShop(context, (document) => {
    document.coupons = list;
  });

/** A checkout of these lines with the coupon, an address and COD; answers the checkout's answer. */
export async function couponCheckout(
  shopper: Shopper,
  lines: Array<{ productVariantId: string; quantity: number }>,
  couponCode: string,
  paymentMethod = 'COD',
) {
  const created = await shopper.call('POST', '/api/checkouts', {
    customerId: shopper.customerId,
    cartItems: lines,
    couponCode,
  });
  if (created.statusCode !== 200) return created;
  return shopper.call('PATCH', `/api/checkouts/${created.json().id as string}`, {
    shippingAddress: address,
    paymentMethod,
  });
}

export async function usedCount(db: Db, shop: CommerceShop, code: string): Promise<number> {
  const rows = await db
    .select({ usedCount: coupons.usedCount, storeId: coupons.storeId })
    .from(coupons)
    .where(eq(coupons.code, code));
  return rows.find((row) => row.storeId === shop.storeId)!.usedCount;
}
