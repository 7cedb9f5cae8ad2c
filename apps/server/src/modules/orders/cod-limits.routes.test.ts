import { describe, expect, it } from 'vitest';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { DEFAULT_COD_LIMITS } from '@haat/contract/orders/orders.values';
import { changeOrderState } from './order-state.service.ts';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  stockOf,
  type CommerceShop,
  type Shopper,
} from './commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

/** A checkout of `quantity` ghee (20 in stock, or what the test set) paid as `method`, placed. */
const order = async (shopper: Shopper, shop: CommerceShop, quantity: number, method = 'COD') =>
  placeOrder(shopper, await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity }], method));

describe('POST /api/orders: open cash-on-delivery orders per shopper', () => {
  it(`refuses a ${DEFAULT_COD_LIMITS.openOrders + 1}th open COD order with 409 and a message, and writes nothing`, async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    for (let i = 0; i < DEFAULT_COD_LIMITS.openOrders; i += 1) {
      expect((await order(shopper, shop, 1)).statusCode).toBe(200);
    }
    const stock = await stockOf(db, shop.variants.ghee);
    const refused = await order(shopper, shop, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: `You already have ${DEFAULT_COD_LIMITS.openOrders} cash-on-delivery orders on their way. Please wait for one to be delivered, or pay online or from your wallet.`,
    });
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(DEFAULT_COD_LIMITS.openOrders);

    // Another shopper, and this shopper paying from the wallet, are not held back.
    expect((await order(await signIn(app, shop), shop, 1)).statusCode).toBe(200);
    await fundWallet(db, shop, shopper, 1_000);
    expect((await order(shopper, shop, 1, WALLET_PAYMENT_METHOD)).statusCode).toBe(200);
  });

  it('counts only orders not yet delivered or cancelled: a delivered and a cancelled one free a place each', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const ids: string[] = [];
    for (let i = 0; i < DEFAULT_COD_LIMITS.openOrders; i += 1) ids.push((await order(shopper, shop, 1)).json().id);
    const owner = { storeId: shop.storeId };
    await changeOrderState(db, { owner, orderId: ids[0]!, to: 'SHIPPED', actor: 'OPERATOR' });
    // Shipped is still open: the cash is not collected yet.
    expect((await order(shopper, shop, 1)).statusCode).toBe(409);
    await changeOrderState(db, { owner, orderId: ids[0]!, to: 'DELIVERED', actor: 'OPERATOR' });
    expect((await order(shopper, shop, 1)).statusCode).toBe(200);
    const cancel = await shopper.call('PUT', `/api/orders/${ids[1]}/state`, {
      orderState: 'CANCELLED',
      reason: 'Not needed',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await order(shopper, shop, 1)).statusCode).toBe(200);
  });

  it('caps the units open COD orders hold, as the store sets it, per store', async () => {
    const shop = await createShop(context, (document) => {
      document.store.payment.codMaxOpenUnits = 5;
    });
    await setVariant(db, shop.variants.ghee, { availableQuantity: 100 });
    const shopper = await signIn(app, shop);
    expect((await order(shopper, shop, 3)).statusCode).toBe(200);
    const refused = await order(shopper, shop, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cash on delivery is limited to 5 items in orders not yet delivered. Please pay online or from your wallet, or order fewer items.',
    );
    expect(await stockOf(db, shop.variants.ghee)).toBe(97);
    expect((await order(shopper, shop, 2)).statusCode).toBe(200);

    // The same phone in a store with the default cap is not held back by this store's orders.
    const otherShop = await createShop(context);
    expect((await order(await signIn(app, otherShop, shopper.mobile), otherShop, 3)).statusCode).toBe(200);
  });

  it('answers in Hindi to a Hindi shopper', async () => {
    const shop = await createShop(context, (document) => {
      document.store.payment.codMaxOpenOrders = 1;
    });
    const shopper = await signIn(app, shop);
    expect((await order(shopper, shop, 1)).statusCode).toBe(200);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': 'hi' },
      payload: { checkoutId, customerId: shopper.customerId, storeId: shop.storeId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('कैश-ऑन-डिलीवरी');
  });
});
