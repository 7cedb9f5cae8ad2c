import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#src/db/connect.ts';
import { onPostgres, secondServer, statusCounts } from '#src/hardening/concurrency-kit.ts';
import {
  countRows,
  createCommerceTestApp,
  fundWallet,
  setVariant,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { placeOrder } from '#src/modules/orders/place-order.service.ts';
import { couponCheckout, couponOf, createCouponShop, usedCount } from './coupons-test-kit.ts';

// A coupon's last uses raced from two servers (two connection pools on one database): placement raises the
// coupon's count under its row lock and reads the shopper's orders after it, so the total and per-shopper
// limits hold however the orders interleave (decision 050). PGlite runs one transaction at a time, so the
// race is real only on PostgreSQL.
const context = onPostgres ? await createCommerceTestApp() : null;

/** Places the checkout through the app's route (even) or straight through the second server's pool (odd). */
async function placeFromEither(
  other: Db,
  storeId: string,
  shopper: Shopper,
  checkoutId: string,
  i: number,
): Promise<number> {
  if (i % 2 === 0)
    return (await shopper.call('POST', '/api/orders', { checkoutId, customerId: shopper.customerId })).statusCode;
  const principal = { storeId, customerId: shopper.customerId };
  const placed = await placeOrder(other, principal, { checkoutId, customerId: shopper.customerId }, new Date(), 'en');
  return placed.ok ? 200 : placed.error.code === 'INVALID_COUPON' ? 400 : 409;
}

describe.skipIf(!onPostgres)('coupon use limits under concurrency (PostgreSQL)', { timeout: 120_000 }, () => {
  it('12 shoppers racing for a coupon’s last 3 uses from two servers make exactly 3 orders with it', async () => {
    const { app, database } = context!;
    const db = database.db;
    const other = await secondServer(db);
    const shop = await createCouponShop(context!, [couponOf({ code: 'LAST3', totalUses: 5, minOrderValue: 0 })]);
    await setVariant(db, shop.variants.rice, { availableQuantity: 1_000 });
    await db.execute(sql`update coupons set used_count = 2 where store_id = ${shop.storeId}`);
    const attempts: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const shopper of await Promise.all(Array.from({ length: 12 }, () => signIn(app, shop)))) {
      const checkout = await couponCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'LAST3');
      expect(checkout.statusCode, checkout.body).toBe(200);
      attempts.push({ shopper, checkoutId: checkout.json().id as string });
    }
    const answers = await Promise.all(
      attempts.map(({ shopper, checkoutId }, i) => placeFromEither(other, shop.storeId, shopper, checkoutId, i)),
    );
    expect(statusCounts(answers.map((statusCode) => ({ statusCode })))).toEqual({ 200: 3, 400: 9 });
    expect(await usedCount(db, shop, 'LAST3')).toBe(5);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}' and coupon_code = 'LAST3'`)).toBe(3);
  });

  it('one shopper placing 6 checkouts with a once-only coupon at once from two servers uses it once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const other = await secondServer(db);
    const shop = await createCouponShop(context!, [couponOf({ code: 'ONCE', minOrderValue: 0 })]);
    await setVariant(db, shop.variants.rice, { availableQuantity: 1_000 });
    const shopper = await signIn(app, shop);
    // Paid from the wallet: a COD placement locks the shopper to count their open COD orders, which would
    // queue these six before they reach the coupon.
    await fundWallet(db, shop, shopper, 5_000);
    const checkouts: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const rice = [{ productVariantId: shop.variants.rice, quantity: 1 }];
      const checkout = await couponCheckout(shopper, rice, 'ONCE', 'HAAT_WALLET');
      checkouts.push(checkout.json().id as string);
    }
    const answers = await Promise.all(
      checkouts.map((checkoutId, i) => placeFromEither(other, shop.storeId, shopper, checkoutId, i)),
    );
    expect(statusCounts(answers.map((statusCode) => ({ statusCode })))).toEqual({ 200: 1, 400: 5 });
    expect(await usedCount(db, shop, 'ONCE')).toBe(1);
  });
});
