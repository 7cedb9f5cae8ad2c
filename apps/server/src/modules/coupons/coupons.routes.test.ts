import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import type { CouponCheck, CouponOffers } from '@haat/contract/coupons/coupons.schemas';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { indiaToday, addDays } from '@haat/contract/subscriptions/subscription-rules';
import { coupons, orderItems, taxDocuments } from '#src/db/schema/index.ts';
import {
  createCommerceTestApp,
  placeOrder,
  readyCheckout,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { couponCheckout, couponOf, createCouponShop, usedCount } from './coupons-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const today = indiaToday();

// Ghee ₹599.99 (12 % GST inside) and two rice at ₹450.25 (5 % on top): goods of ₹1,545.52, delivery free.
const basket = (shop: { variants: { ghee: string; rice: string } }) => [
  { productVariantId: shop.variants.ghee, quantity: 1 },
  { productVariantId: shop.variants.rice, quantity: 2 },
];
const check = (shopper: Shopper, couponCode: string, cartItems: object[]) =>
  shopper.call('POST', '/api/coupons/check', { couponCode, cartItems });
const inHindi = (shopper: Shopper, storeId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': 'hi' },
    payload: { storeId, ...payload },
  });

describe('GET /api/coupons', () => {
  it('lists the store’s coupons a shopper can use today, in the document’s order', async () => {
    const shop = await createCouponShop(context, [
      couponOf({ code: 'SAVE100', minOrderValue: 299, firstOrderOnly: true }),
      couponOf({ code: 'OLD', validTo: addDays(today, -1), validFrom: '2025-01-01' }),
      couponOf({ code: 'SOON', validFrom: addDays(today, 2) }),
      couponOf({ code: 'TENPC', kind: 'PERCENT', value: 10, maxDiscount: 150, validTo: addDays(today, 30) }),
      couponOf({ code: 'GONE', totalUses: 1 }),
    ]);
    await db
      .update(coupons)
      .set({ usedCount: 1 })
      .where(and(eq(coupons.storeId, shop.storeId), eq(coupons.code, 'GONE')));
    const shopper = await signIn(app, shop);
    const response = await shopper.call('GET', '/api/coupons');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CouponOffers>().offers).toEqual([
      {
        code: 'SAVE100',
        kind: 'FLAT',
        value: 100,
        maxDiscount: null,
        minOrderValue: 299,
        validTo: null,
        firstOrderOnly: true,
      },
      {
        code: 'TENPC',
        kind: 'PERCENT',
        value: 10,
        maxDiscount: 150,
        minOrderValue: 500,
        validTo: addDays(today, 30),
        firstOrderOnly: false,
      },
    ]);
  });

  it('answers 403 to a guest, as every shopper-only call does', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100' })]);
    const response = await app.inject({ method: 'GET', url: `/api/coupons?storeId=${shop.storeId}` });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('POST /api/coupons/check', () => {
  it('prices the cart’s lines with the code, typed in any case', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100' })]);
    const shopper = await signIn(app, shop);
    const response = await check(shopper, ' save100 ', basket(shop));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CouponCheck>()).toEqual({
      couponCode: 'SAVE100',
      totalPrice: 1_500.49,
      couponDiscount: 100,
      totalDiscount: 204.48, // 104.48 below MRP, and the coupon
      tax: 102.24,
      finalPrice: 1_445.52,
    });
  });

  it('refuses another store’s code as one this store does not have', async () => {
    const other = await createCouponShop(context, [couponOf({ code: 'THEIRS' })]);
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100' })]);
    const shopper = await signIn(app, shop);
    expect(other.storeId).not.toBe(shop.storeId);
    const response = await check(shopper, 'THEIRS', basket(shop));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This coupon code is not valid in this store');
  });

  it('says why a code does not apply, in the shopper’s language', async () => {
    const shop = await createCouponShop(context, [
      couponOf({ code: 'OLD', validFrom: '2025-01-01', validTo: addDays(today, -1) }),
      couponOf({ code: 'BIG', minOrderValue: 2_000 }),
    ]);
    const shopper = await signIn(app, shop);
    expect((await check(shopper, 'OLD', basket(shop))).json().message).toBe('OLD has expired');
    expect((await check(shopper, 'BIG', basket(shop))).json().message).toBe(
      'BIG needs an order of ₹2,000.00: add ₹454.48 more',
    );
    const hindi = await inHindi(shopper, shop.storeId, { couponCode: 'OLD', cartItems: basket(shop) });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe('OLD की अवधि ख़त्म हो गई है');
  });

  it('refuses bad input with 400 and a message', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100' })]);
    const shopper = await signIn(app, shop);
    for (const body of [
      { couponCode: '', cartItems: basket(shop) },
      { couponCode: 'X'.repeat(21), cartItems: basket(shop) },
      { couponCode: 'SAVE100', cartItems: [] },
      { couponCode: 'SAVE100' },
      { couponCode: 42, cartItems: basket(shop) },
    ]) {
      const response = await shopper.call('POST', '/api/coupons/check', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('a coupon through checkout and placement', () => {
  it('is on the checkout, the order and its invoice lines, and the bill adds up to the paisa', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100' })]);
    const shopper = await signIn(app, shop);
    const checkout = await couponCheckout(shopper, basket(shop), 'save100');
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json<Checkout>()).toMatchObject({
      couponCode: 'SAVE100',
      couponProblem: null,
      couponDiscount: 100,
      finalPrice: 1_445.52,
      shippingPrice: 0,
    });
    const placed = await placeOrder(shopper, checkout.json<Checkout>().id);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ couponCode: 'SAVE100', couponDiscount: 100, finalPrice: 1_445.52, tax: 102.24 });
    expect(await usedCount(db, shop, 'SAVE100')).toBe(1);
    const lines = await db
      .select({ share: orderItems.couponDiscountPaise, tax: orderItems.taxPaise })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    expect(lines).toEqual([
      { share: 3_882, tax: 6_013 },
      { share: 6_118, tax: 4_211 },
    ]);

    // Shipped, it gets its invoice: each line's taxable value is after its share, and all of it adds up.
    const shipped = await app.inject({
      method: 'POST',
      url: `/api/dev/orders/${order.id}/state`,
      payload: { orderState: 'SHIPPED' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const { lines: printed, totals } = invoice!.snapshot;
    expect(printed.map((line) => line.amountPaise)).toEqual([56_117, 88_435]);
    expect(printed.map((line) => line.taxablePaise)).toEqual([56_117 - 6_013, 88_435 - 4_211]);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise + totals.shippingPaise).toBe(
      144_552,
    );
    expect(totals).toMatchObject({ couponDiscountPaise: 10_000, couponCode: 'SAVE100', totalPaise: 144_552 });
    printed.forEach((line) => expect(line.amountPaise).toBeLessThanOrEqual(line.valuePaise));
  });

  it('refuses a checkout with a code that does not apply, and removes one with an empty code', async () => {
    const shop = await createCouponShop(context, [
      couponOf({ code: 'SAVE100' }),
      couponOf({ code: 'BIG', minOrderValue: 5_000 }),
    ]);
    const shopper = await signIn(app, shop);
    const refused = await couponCheckout(shopper, basket(shop), 'BIG');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('BIG needs an order of ₹5,000.00: add ₹3,454.48 more');
    const checkoutId = await readyCheckout(shopper, basket(shop), 'COD');
    const patched = await shopper.call('PATCH', `/api/checkouts/${checkoutId}`, { couponCode: 'NOPE' });
    expect(patched.statusCode).toBe(400);
    const applied = await shopper.call('PATCH', `/api/checkouts/${checkoutId}`, { couponCode: 'SAVE100' });
    expect(applied.json<Checkout>()).toMatchObject({ couponCode: 'SAVE100', couponDiscount: 100 });
    const removed = await shopper.call('PATCH', `/api/checkouts/${checkoutId}`, { couponCode: '' });
    expect(removed.json<Checkout>()).toMatchObject({ couponCode: '', couponDiscount: 0, finalPrice: 1_545.52 });
  });

  it('refuses to place an order whose coupon stopped applying, keeps the cart, and places it without', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100', validFrom: '2025-01-01' })]);
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.ghee },
      quantity: 1,
    });
    const checkout = await couponCheckout(shopper, basket(shop), 'SAVE100');
    const checkoutId = checkout.json<Checkout>().id;
    await db
      .update(coupons)
      .set({ validTo: addDays(today, -1) })
      .where(eq(coupons.storeId, shop.storeId));

    const seen = await shopper.call('GET', `/api/checkouts/${checkoutId}`);
    expect(seen.json<Checkout>()).toMatchObject({ couponProblem: 'SAVE100 has expired', couponDiscount: 0 });
    const refused = await placeOrder(shopper, checkoutId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('SAVE100 has expired');
    const cart = await shopper.call('GET', `/api/carts/${shopper.cartId}`);
    expect(cart.json().items).toHaveLength(1);
    expect(await usedCount(db, shop, 'SAVE100')).toBe(0);

    await shopper.call('PATCH', `/api/checkouts/${checkoutId}`, { couponCode: '' });
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<Order>()).toMatchObject({ couponCode: null, couponDiscount: 0, finalPrice: 1_545.52 });
  });

  it('holds uses per shopper and first orders, and a cancelled order gives its use back', async () => {
    const shop = await createCouponShop(context, [
      couponOf({ code: 'ONCE' }),
      couponOf({ code: 'WELCOME', firstOrderOnly: true, usesPerShopper: null }),
    ]);
    const shopper = await signIn(app, shop);
    const first = await placeOrder(shopper, (await couponCheckout(shopper, basket(shop), 'ONCE')).json().id);
    expect(first.statusCode, first.body).toBe(200);
    expect((await check(shopper, 'ONCE', basket(shop))).json().message).toBe('You have already used ONCE');
    expect((await check(shopper, 'WELCOME', basket(shop))).json().message).toBe('WELCOME is only for your first order');
    // A second checkout made before the first order, placed after it, is refused at placement.
    const cancelled = await shopper.call('PUT', `/api/orders/${first.json().id}/state`, {
      orderState: 'CANCELLED',
      reason: 'ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedCount(db, shop, 'ONCE')).toBe(0);
    expect((await check(shopper, 'ONCE', basket(shop))).statusCode).toBe(200);
    expect((await check(shopper, 'WELCOME', basket(shop))).statusCode).toBe(200);
  });

  it('is refused at placement when the shopper used it since the checkout was made', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'ONCE' })]);
    const shopper = await signIn(app, shop);
    const early = (await couponCheckout(shopper, basket(shop), 'ONCE')).json<Checkout>().id;
    const late = (await couponCheckout(shopper, basket(shop), 'ONCE')).json<Checkout>().id;
    expect((await placeOrder(shopper, late)).statusCode).toBe(200);
    const refused = await placeOrder(shopper, early);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You have already used ONCE');
    expect(await usedCount(db, shop, 'ONCE')).toBe(1);
  });

  it('costs placement two statements, sent only when the checkout holds a coupon', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100', usesPerShopper: null })]);
    const shopper = await signIn(app, shop);
    const plain = await readyCheckout(shopper, basket(shop), 'COD');
    const withCoupon = (await couponCheckout(shopper, basket(shop), 'SAVE100')).json<Checkout>().id;
    const transaction = context.database.kind === 'postgres' ? 2 : 0;
    context.resetQueryCount();
    expect((await placeOrder(shopper, plain)).statusCode).toBe(200);
    // The order's SMS is sent after the commit: counted once it is done.
    await app.orderNotices.idle();
    const without = context.queryCount() - transaction;
    // orders.routes.test.ts counts the 12 + 4 of a COD order; the coupon adds its use (locking it) and the
    // shopper's history read after the lock.
    expect(without).toBe(12 + 4);
    context.resetQueryCount();
    expect((await placeOrder(shopper, withCoupon)).statusCode).toBe(200);
    await app.orderNotices.idle();
    expect(context.queryCount() - transaction).toBe(without + 2);
  });
});

// The counter is raised inside placement's transaction: a refused order must not leave it raised.
describe('the coupon’s count of uses', () => {
  it('is not raised by an order refused for stock', async () => {
    const shop = await createCouponShop(context, [couponOf({ code: 'SAVE100', minOrderValue: 0 })]);
    const shopper = await signIn(app, shop);
    const checkoutId = (
      await couponCheckout(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'SAVE100')
    ).json<Checkout>().id;
    await db.execute(sql`update product_variants set available_quantity = 0 where id = ${shop.variants.salt}`);
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(409);
    expect(await usedCount(db, shop, 'SAVE100')).toBe(0);
  });
});
