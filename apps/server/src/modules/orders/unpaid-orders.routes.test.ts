import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import { MAX_UNPAID_ONLINE_ORDERS } from '@haat/contract/orders/orders.schemas';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  stockOf,
  type CommerceShop,
  type Shopper,
} from './commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

const riceCheckout = (shopper: Shopper, shop: CommerceShop, method: string) =>
  readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], method);

describe('POST /api/orders: unpaid online orders', () => {
  it(`refuses a ${MAX_UNPAID_ONLINE_ORDERS + 1}th unpaid online order with 409 and a message, and writes nothing`, async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    for (let i = 0; i < MAX_UNPAID_ONLINE_ORDERS; i += 1) {
      expect((await placeOrder(shopper, await riceCheckout(shopper, shop, 'PAYMENT_GATEWAY'))).statusCode).toBe(200);
    }
    const stock = await stockOf(db, shop.variants.rice);
    const checkoutId = await riceCheckout(shopper, shop, 'PAYMENT_GATEWAY');
    const refused = await placeOrder(shopper, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: `You already have ${MAX_UNPAID_ONLINE_ORDERS} online orders waiting for payment. Please pay for or cancel one of them first.`,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(stock);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(MAX_UNPAID_ONLINE_ORDERS);
    expect(await countRows(db, 'orders', `checkout_id = '${checkoutId}'`)).toBe(0);
  });

  it('still places cash and wallet orders, other shoppers’ online orders, and one more online order after a cancel', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const orderIds: string[] = [];
    for (let i = 0; i < MAX_UNPAID_ONLINE_ORDERS; i += 1) {
      orderIds.push((await placeOrder(shopper, await riceCheckout(shopper, shop, 'PAYMENT_GATEWAY'))).json().id);
    }
    expect((await placeOrder(shopper, await riceCheckout(shopper, shop, 'COD'))).statusCode).toBe(200);
    const other = await signIn(app, shop);
    expect((await placeOrder(other, await riceCheckout(other, shop, 'PAYMENT_GATEWAY'))).statusCode).toBe(200);

    const cancel = await shopper.call('PUT', `/api/orders/${orderIds[0]}/state`, {
      orderState: 'CANCELLED',
      reason: 'Changed my mind',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await placeOrder(shopper, await riceCheckout(shopper, shop, 'PAYMENT_GATEWAY'))).statusCode).toBe(200);
  });

  it('counts unpaid orders per store: the same phone’s orders in another store do not count', async () => {
    const shop = await createShop(context);
    const otherShop = await createShop(context);
    const shopper = await signIn(app, shop);
    for (let i = 0; i < MAX_UNPAID_ONLINE_ORDERS; i += 1) {
      await placeOrder(shopper, await riceCheckout(shopper, shop, 'PAYMENT_GATEWAY'));
    }
    const elsewhere = await signIn(app, otherShop);
    expect((await placeOrder(elsewhere, await riceCheckout(elsewhere, otherShop, 'PAYMENT_GATEWAY'))).statusCode).toBe(
      200,
    );
  });

  it(`keeps every line at most ${MAX_LINE_QUANTITY}: a checkout of more answers 400 and no order can follow`, async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const response = await shopper.call('POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: shop.variants.ghee, quantity: MAX_LINE_QUANTITY + 1 }],
      couponCode: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`at most ${MAX_LINE_QUANTITY}`);
    expect(await countRows(db, 'checkouts', `store_id = '${shop.storeId}'`)).toBe(0);
  });
});
