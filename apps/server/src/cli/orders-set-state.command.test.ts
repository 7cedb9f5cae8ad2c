import { describe, expect, it } from 'vitest';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  stockOf,
} from '#src/modules/orders/commerce-test-kit.ts';
import { runTestCli } from './cli-test-kit.ts';

const context = await createCommerceTestApp();
const db = context.database.db;
const shop = await createShop(context);

const cli = (...argv: string[]) => runTestCli(context, argv);

async function codOrder(quantity = 1): Promise<{ id: string; orderNumber: string }> {
  const shopper = await signIn(context.app, shop);
  return (
    await placeOrder(shopper, await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity }], 'COD'))
  ).json();
}

describe('cli orders set-state <orderId> <STATE>', () => {
  it('ships and then delivers an order', async () => {
    const order = await codOrder();
    const shipped = await cli('orders', 'set-state', order.id, 'SHIPPED');
    expect(shipped).toEqual({ code: 0, err: '', out: `Order ${order.orderNumber} (${order.id}): PLACED → SHIPPED` });
    const delivered = await cli('orders', 'set-state', order.id, 'delivered');
    expect(delivered.code).toBe(0);
    expect(delivered.out).toContain('SHIPPED → DELIVERED');
  });

  it('cancels with a reason and returns the stock', async () => {
    const order = await codOrder(2);
    const before = await stockOf(db, shop.variants.rice);
    const result = await cli('orders', 'set-state', order.id, 'CANCELLED', 'Out', 'of', 'delivery', 'area');
    expect(result.code).toBe(0);
    expect(await stockOf(db, shop.variants.rice)).toBe(before + 2);
    const again = await cli('orders', 'set-state', order.id, 'SHIPPED');
    expect(again).toMatchObject({ code: 1, err: 'Refused: An order that is CANCELLED cannot become SHIPPED' });
  });

  it('exits 1 for an unknown order and 2 with the usage for bad arguments', async () => {
    expect(await cli('orders', 'set-state', shop.storeId, 'SHIPPED')).toMatchObject({
      code: 1,
      err: `Order ${shop.storeId} not found`,
    });
    const bad = await cli('orders', 'set-state', 'abc', 'SHIPPED');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('orders set-state <orderId> <STATE> [reason]');
    expect((await cli('orders', 'set-state', shop.storeId, 'LOST')).code).toBe(2);
    expect((await cli('orders', 'set-state')).code).toBe(2);
    expect((await cli('--help')).out).toContain('orders set-state');
  });
});
