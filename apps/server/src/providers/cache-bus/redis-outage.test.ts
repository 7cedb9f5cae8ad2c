import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, placeOrder, readyCheckout, shownStock, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { sample } from '#src/testing/metrics-text.ts';
import { createTestApp } from '#src/testing/test-app.ts';

// Port 1 on loopback refuses every connection: Redis is down for the whole life of this server.
const context = await createTestApp({
  redis: { url: 'redis://127.0.0.1:1', keyPrefix: `haat-test-${randomUUID()}:` },
  rateLimitFactor: 100, // limits on, counted in Redis, but never reached by these few requests
  otpSendsPerIpPerHour: 100_000,
  publicReadCacheMs: 60_000,
});
const { app } = context;

describe('a server whose Redis refuses connections', () => {
  it('answers rate-limited requests instead of failing them', async () => {
    const shop = await createShop(context);
    const search = await app.inject({ method: 'GET', url: '/api/search/products', query: { storeId: shop.storeId } });
    expect(search.statusCode).toBe(200);
  });

  it('places orders and still shows their stock at once on this server', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(10);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(9);
  });

  it('counts the attempts to reach it in /metrics, per connection', async () => {
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const connection of ['rate limits', 'cache publisher', 'cache subscriber']) {
      expect(sample(text, 'haat_redis_errors_total', { connection }), connection).toBeGreaterThanOrEqual(1);
    }
  });
});
