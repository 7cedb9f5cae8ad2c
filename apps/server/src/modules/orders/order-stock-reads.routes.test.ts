import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { createShop, placeOrder, readyCheckout, shownStock, signIn } from './commerce-test-kit.ts';

// The public-read cache on, as in production: reads are answered from memory for a minute.
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000, publicReadCacheMs: 60_000 });
const { app } = context;

describe('stock shown by public reads after an order (cache on)', () => {
  it('the very next product read shows the stock an order took, and a cancellation gave back', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    expect(await shownStock(app, shop, shop.variants.ghee)).toBe(20); // now cached
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 3 }], 'COD');
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.ghee)).toBe(17);

    const orderId = placed.json<{ id: string }>().id;
    const cancelled = await shopper.call('PUT', `/api/orders/${orderId}/state`, {
      orderState: 'CANCELLED',
      reason: 'Ordered by mistake',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.ghee)).toBe(20);
  });

  it('an operator cancellation shows the stock back at once', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 2 }], 'COD');
    const placed = await placeOrder(shopper, checkoutId);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(8);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/dev/orders/${placed.json<{ id: string }>().id}/state`,
      payload: { orderState: 'CANCELLED' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(10);
  });

  it('a refused order changes nothing and other stores keep their cached reads', async () => {
    const shop = await createShop(context);
    const other = await createShop(context);
    const shopper = await signIn(app, shop);
    expect(await shownStock(app, other, other.variants.salt)).toBe(1);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD');
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(200);
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(409);
    expect(await shownStock(app, shop, shop.variants.salt)).toBe(0);
    expect(await shownStock(app, other, other.variants.salt)).toBe(1);
  });
});
