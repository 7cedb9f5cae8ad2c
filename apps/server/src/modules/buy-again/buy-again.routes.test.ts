import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuyAgainResponse, ReorderResult } from '@haat/contract/buy-again/buy-again.schemas';
import { productVariants } from '#src/db/schema/index.ts';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const habitsOn = (document: { store: { habits?: object } }) => {
  document.store.habits = { buyAgain: true, notifyMe: true };
};

async function order(shopper: Shopper, lines: Array<{ productVariantId: string; quantity: number }>): Promise<string> {
  const response = await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'));
  if (response.statusCode !== 200) throw new Error(`order answered ${response.statusCode}: ${response.body}`);
  return response.json().id as string;
}

const reorder = (shopper: Shopper, orderId: string) => shopper.call('POST', `/api/orders/${orderId}/reorder`, {});
const cancel = (shopper: Shopper, orderId: string) =>
  shopper.call('PUT', `/api/orders/${orderId}/state`, { orderState: 'CANCELLED', reason: 'changed my mind' });

async function shopWithOrder(): Promise<{ shop: CommerceShop; shopper: Shopper; orderId: string }> {
  const shop = await createShop(context, habitsOn);
  const shopper = await signIn(app, shop);
  const orderId = await order(shopper, [
    { productVariantId: shop.variants.ghee, quantity: 1 },
    { productVariantId: shop.variants.rice, quantity: 3 },
  ]);
  return { shop, shopper, orderId };
}

describe('POST /api/orders/:id/reorder', () => {
  it('puts the order’s items into the cart at today’s prices', async () => {
    const { shop, shopper, orderId } = await shopWithOrder();
    await setVariant(db, shop.variants.ghee, { sellingPricePaise: 55_000 });
    const response = await reorder(shopper, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ReorderResult>();
    expect(result.notAdded).toEqual([]);
    expect(result.added).toEqual([
      { productVariantId: shop.variants.ghee, productName: 'Cow Ghee', quantity: 1, orderedQuantity: 1 },
      { productVariantId: shop.variants.rice, productName: 'Basmati Rice', quantity: 3, orderedQuantity: 3 },
    ]);
    const ghee = result.cart.items.find((item) => item.productVariantId === shop.variants.ghee);
    expect(ghee).toMatchObject({ quantity: 1, sellingPrice: 550 });
    const cart = await shopper.call('GET', `/api/carts/${shopper.cartId}`);
    expect(cart.json().items).toHaveLength(2);
  });

  it('adds only what is in stock and says which were not added, and why', async () => {
    const { shop, shopper, orderId } = await shopWithOrder();
    const salt = await order(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }]);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 0 });
    await setVariant(db, shop.variants.rice, { availableQuantity: 2 });
    await db.delete(productVariants).where(eq(productVariants.id, shop.variants.salt));
    const result = (await reorder(shopper, orderId)).json<ReorderResult>();
    expect(result.added).toEqual([
      { productVariantId: shop.variants.rice, productName: 'Basmati Rice', quantity: 2, orderedQuantity: 3 },
    ]);
    expect(result.notAdded).toEqual([
      { productVariantId: shop.variants.ghee, productName: 'Cow Ghee', reason: 'OUT_OF_STOCK' },
    ]);
    // The salt's pack is gone: named as ordered, no longer sold.
    const removed = (await reorder(shopper, salt)).json<ReorderResult>();
    expect(removed.added).toEqual([]);
    expect(removed.notAdded).toEqual([
      { productVariantId: null, productName: 'Iodised Salt', reason: 'NO_LONGER_SOLD' },
    ]);
  });

  it('says a hidden pack is no longer sold, and never adds beyond the stock with what the cart holds', async () => {
    const { shop, shopper, orderId } = await shopWithOrder();
    await setVariant(db, shop.variants.ghee, { isVisible: false });
    await setVariant(db, shop.variants.rice, { availableQuantity: 4 });
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
      quantity: 3,
    });
    const result = (await reorder(shopper, orderId)).json<ReorderResult>();
    expect(result.notAdded).toEqual([
      { productVariantId: shop.variants.ghee, productName: 'Cow Ghee', reason: 'NO_LONGER_SOLD' },
    ]);
    expect(result.added).toEqual([
      { productVariantId: shop.variants.rice, productName: 'Basmati Rice', quantity: 1, orderedQuantity: 3 },
    ]);
    const again = (await reorder(shopper, orderId)).json<ReorderResult>();
    expect(again.notAdded).toContainEqual({
      productVariantId: shop.variants.rice,
      productName: 'Basmati Rice',
      reason: 'OUT_OF_STOCK',
    });
    expect(again.cart.items.find((item) => item.productVariantId === shop.variants.rice)?.quantity).toBe(4);
  });

  it('names products in the shopper’s language', async () => {
    const shop = await createShop(context, (document) => {
      habitsOn(document);
      document.products[0]!.translations = { hi: { name: 'गाय का घी' } };
    });
    const shopper = await signIn(app, shop);
    const orderId = await order(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/reorder`,
      headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': 'hi' },
      payload: { storeId: shop.storeId },
    });
    expect(response.json<ReorderResult>().added[0]?.productName).toBe('गाय का घी');
  });

  it('answers 404 for another shopper’s order and another store’s, and changes no cart', async () => {
    const { shop, orderId } = await shopWithOrder();
    const neighbour = await signIn(app, shop);
    const elsewhere = await signIn(app, await createShop(context, habitsOn));
    for (const stranger of [neighbour, elsewhere]) {
      const response = await reorder(stranger, orderId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
      expect((await stranger.call('GET', `/api/carts/${stranger.cartId}`)).json().items).toEqual([]);
    }
  });

  it('refuses a cancelled order (nothing was bought) with the reason', async () => {
    const { shopper, orderId } = await shopWithOrder();
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    const response = await reorder(shopper, orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Only a placed order can be reordered' });
  });

  it('refuses in a store that has not turned it on', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const orderId = await order(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }]);
    const response = await reorder(shopper, orderId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'This store does not offer reordering' });
  });

  it('answers 400 for a malformed id and 403 without a session', async () => {
    const { shop, shopper, orderId } = await shopWithOrder();
    const bad = await reorder(shopper, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const guest = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/reorder`,
      payload: { storeId: shop.storeId },
    });
    expect([401, 403]).toContain(guest.statusCode);
  });
});

describe('GET /api/buy-again', () => {
  const buyAgain = async (shopper: Shopper) => {
    const response = await shopper.call('GET', '/api/buy-again');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BuyAgainResponse>().products.map((product) => product.name);
  };

  it('lists the shopper’s own most-ordered products first, leaving out cancelled orders', async () => {
    const shop = await createShop(context, habitsOn);
    const shopper = await signIn(app, shop);
    await order(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }]);
    await order(shopper, [
      { productVariantId: shop.variants.rice, quantity: 1 },
      { productVariantId: shop.variants.ghee, quantity: 1 },
    ]);
    // Salt was ordered last but cancelled: not bought.
    await cancel(shopper, await order(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }]));
    expect(await buyAgain(shopper)).toEqual(['Cow Ghee', 'Basmati Rice']);
    // Ordered as often as the rice but later: the rice's tie goes to the newer order.
    await order(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }]);
    expect(await buyAgain(shopper)).toEqual(['Cow Ghee', 'Iodised Salt', 'Basmati Rice']);
    // Another shopper of the store, and a shopper of another store, see none of it.
    expect(await buyAgain(await signIn(app, shop))).toEqual([]);
    expect(await buyAgain(await signIn(app, await createShop(context, habitsOn)))).toEqual([]);
  });

  it('leaves out products no longer shown, and answers nothing where the store has not turned it on', async () => {
    const shop = await createShop(context, habitsOn);
    const shopper = await signIn(app, shop);
    await order(shopper, [
      { productVariantId: shop.variants.rice, quantity: 1 },
      { productVariantId: shop.variants.ghee, quantity: 1 },
    ]);
    await setVariant(db, shop.variants.rice, { isVisible: false });
    expect(await buyAgain(shopper)).toEqual(['Cow Ghee']);

    const plain = await createShop(context);
    const plainShopper = await signIn(app, plain);
    await order(plainShopper, [{ productVariantId: plain.variants.rice, quantity: 1 }]);
    expect(await buyAgain(plainShopper)).toEqual([]);
  });

  it('answers a guest 403 or 401 (the row is hidden for guests)', async () => {
    const shop = await createShop(context, habitsOn);
    const response = await app.inject({ method: 'GET', url: `/api/buy-again?storeId=${shop.storeId}` });
    expect([401, 403]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('message');
  });
});
