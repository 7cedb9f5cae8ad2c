import { describe, expect, it } from 'vitest';
import { createCommerceTestApp, createShop, setVariant, signIn } from '#src/modules/orders/commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

describe('GET /api/carts/:id', () => {
  it('answers an empty cart with zero totals', async () => {
    const shopper = await signIn(app, shop);
    const response = await shopper.call('GET', `/api/carts/${shopper.cartId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: shopper.cartId,
      items: [],
      totalPrice: 0,
      couponDiscount: 0,
      totalDiscount: 0,
      tax: 0,
      finalPrice: 0,
    });
  });

  it('answers 404 for another customer’s cart, and for a cart of another store', async () => {
    const me = await signIn(app, shop);
    const neighbour = await signIn(app, shop);
    const elsewhere = await signIn(app, otherShop);
    expect((await me.call('GET', `/api/carts/${neighbour.cartId}`)).statusCode).toBe(404);
    expect((await me.call('GET', `/api/carts/${elsewhere.cartId}`)).statusCode).toBe(404);
    const add = await me.call('POST', `/api/carts/${neighbour.cartId}/add-item`, {
      item: { productVariantId: shop.variants.salt },
      quantity: 1,
    });
    expect(add.statusCode).toBe(404);
  });

  it('answers 403 without a token and 400 for an id that is not a UUID', async () => {
    const shopper = await signIn(app, shop);
    expect(
      (await app.inject({ method: 'GET', url: `/api/carts/${shopper.cartId}?storeId=${shop.storeId}` })).statusCode,
    ).toBe(403);
    const bad = await shopper.call('GET', '/api/carts/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid id');
  });

  it('answers 404 when orgId names another org', async () => {
    const shopper = await signIn(app, shop);
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}?orgId=${otherShop.orgId}`)).statusCode).toBe(404);
  });
});

describe('POST /api/carts/:id/add-item and remove-item', () => {
  it('adds lines and prices them in paise: inclusive and exclusive tax, MRP savings, final price', async () => {
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.ghee },
      quantity: 1,
    });
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { variantId: shop.variants.rice, sellingPrice: 1 },
      quantity: 1,
    });
    const response = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart).toMatchObject({
      totalPrice: 1500.49,
      totalDiscount: 104.48, // MRP (650 + 2 × 500) less what is paid, GST on the rice included
      tax: 109.31,
      couponDiscount: 0,
      finalPrice: 1545.52,
    });
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toEqual({
      productVariantId: shop.variants.ghee,
      productId: expect.any(String),
      sku: expect.stringMatching(/-ghee$/),
      productName: 'Cow Ghee',
      thumbnail: expect.any(String),
      mrp: 650,
      sellingPrice: 599.99,
      quantity: 1,
      isPriceChanged: false,
      insufficientStock: false,
      currentAvailableQuantity: 20,
      weight: 1,
      weightUnit: 'LITRE',
      taxType: 'INCLUSIVE',
      taxPercent: 12,
    });
    expect(cart.items[1]).toMatchObject({
      productName: 'Basmati Rice',
      quantity: 2,
      sellingPrice: 450.25,
      taxType: 'EXCLUSIVE',
    });
  });

  it('lowers a line and removes it at zero', async () => {
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
      quantity: 3,
    });
    const lowered = await shopper.call('POST', `/api/carts/${shopper.cartId}/remove-item`, {
      productVariantId: shop.variants.rice,
      quantity: 1,
    });
    expect(lowered.json().items[0].quantity).toBe(2);
    const removed = await shopper.call('POST', `/api/carts/${shopper.cartId}/remove-item`, {
      productVariantId: shop.variants.rice,
      quantity: 5,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect(removed.json().finalPrice).toBe(0);
  });

  it('refuses more than the stock with 409 and a message, changing nothing', async () => {
    const shopper = await signIn(app, shop);
    const first = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.salt },
      quantity: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.salt },
      quantity: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: 'Only 1 of Iodised Salt available' });
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items[0].quantity).toBe(1);
  });

  it('refuses above the per-line maximum of 50', async () => {
    const shopper = await signIn(app, shop);
    const response = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.ghee },
      quantity: 51,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most 50');
  });

  it('answers 404 for another store’s variant and for a hidden one', async () => {
    const shopper = await signIn(app, shop);
    const foreign = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: otherShop.variants.ghee },
    });
    expect(foreign.statusCode).toBe(404);
    const hiddenShop = await createShop(context);
    await setVariant(db, hiddenShop.variants.rice, { isVisible: false });
    const hiddenShopper = await signIn(app, hiddenShop);
    const hidden = await hiddenShopper.call('POST', `/api/carts/${hiddenShopper.cartId}/add-item`, {
      item: { productVariantId: hiddenShop.variants.rice },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('flags a price change and a stock shortage, and totals at the current price', async () => {
    const local = await createShop(context);
    const shopper = await signIn(app, local);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: local.variants.rice },
      quantity: 4,
    });
    await setVariant(db, local.variants.rice, { sellingPricePaise: 47_000, availableQuantity: 3 });
    const cart = (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json();
    expect(cart.items[0]).toMatchObject({
      sellingPrice: 470,
      isPriceChanged: true,
      insufficientStock: true,
      currentAvailableQuantity: 3,
    });
    expect(cart).toMatchObject({ totalPrice: 1880, tax: 94, finalPrice: 1974 });
    await setVariant(db, local.variants.rice, { isVisible: false });
    const hidden = (await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json();
    expect(hidden.items[0]).toMatchObject({ insufficientStock: true, currentAvailableQuantity: 0 });
  });

  it('answers 400 with a message, never 500, for malformed bodies', async () => {
    const shopper = await signIn(app, shop);
    const url = `/api/carts/${shopper.cartId}/add-item`;
    for (const payload of [
      {},
      { item: {} },
      { item: { productVariantId: 'x' } },
      { item: { productVariantId: shop.variants.rice }, quantity: 0 },
      { item: { productVariantId: shop.variants.rice }, quantity: 1.5 },
      { item: 'rice' },
    ]) {
      const response = await shopper.call('POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const remove = await shopper.call('POST', `/api/carts/${shopper.cartId}/remove-item`, { quantity: 1 });
    expect(remove.statusCode).toBe(400);
    const notJson = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'content-type': 'application/json' },
      payload: '{"item":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('adds with one guarded write and lowers with one statement, each answering the cart with one read', async () => {
    const shopper = await signIn(app, shop);
    const add = () =>
      shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
        item: { productVariantId: shop.variants.ghee },
        quantity: 2,
      });
    expect((await add()).statusCode).toBe(200);
    // The session check, the variant, the write (its own guard of the cart's owner), the cart.
    context.resetQueryCount();
    expect((await add()).json().items[0].quantity).toBe(4);
    expect(context.queryCount()).toBe(4);
    // The session check, the lowering (lock, delete or update, in one), the cart.
    context.resetQueryCount();
    const lowered = await shopper.call('POST', `/api/carts/${shopper.cartId}/remove-item`, {
      productVariantId: shop.variants.ghee,
      quantity: 1,
    });
    expect(lowered.json().items[0].quantity).toBe(3);
    expect(context.queryCount()).toBe(3);
  });
});
