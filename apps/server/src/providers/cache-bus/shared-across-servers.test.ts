import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#src/app.ts';
import type { Config } from '#src/config.ts';
import { createShop, placeOrder, readyCheckout, shownStock, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { signInStaff } from '#src/modules/console/console-test-kit.ts';
import { openConsoleStream, orderEventData } from '#src/testing/console-stream.ts';
import { isolatedRedis, redisAnswers, TEST_REDIS_URL } from '#src/testing/redis.ts';
import { createTestApp, type TestContext } from '#src/testing/test-app.ts';

// Two servers on one database and one Redis, as behind a load balancer; each pair has keys of its own.
const redisUp = await redisAnswers();
if (!redisUp) console.log(`Skipping the shared limits and cache tests: no Redis answers at ${TEST_REDIS_URL}`);

/** The test app and a second server built on the same database with the same settings. */
async function twoServers(overrides: Partial<Config>): Promise<{ context: TestContext; first: App; second: App }> {
  const context = await createTestApp({ redis: isolatedRedis(), ...overrides });
  const second = await buildApp({ database: context.database, config: context.config });
  await second.ready();
  afterAll(() => second.close());
  return { context, first: context.app, second };
}

async function eventually<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<T> {
  const until = Date.now() + withinMs;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!redisUp)('two servers sharing REDIS_URL', () => {
  it('an order on one server shows its stock change on the other within a second', async () => {
    const { context, first, second } = await twoServers({ otpSendsPerIpPerHour: 100_000, publicReadCacheMs: 60_000 });
    const shop = await createShop(context);
    const shopper = await signIn(first, shop);
    expect(await shownStock(second, shop, shop.variants.ghee)).toBe(20); // cached on the second server
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 4 }], 'COD');
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(200);
    expect(await eventually(() => shownStock(second, shop, shop.variants.ghee), 16, 1_000)).toBe(16);
    expect(await shownStock(first, shop, shop.variants.ghee)).toBe(16);
  });

  it('an order placed on one server reaches a console connected to the other', async () => {
    const { context, first, second } = await twoServers({ otpSendsPerIpPerHour: 100_000 });
    const shop = await createShop(context);
    const owner = await signInStaff(first, context.database.db, shop, 'OWNER');
    await second.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    const stream = await openConsoleStream(origin, shop.storeId, owner.session.accessToken);
    await stream.next((event) => event.event === 'ready');
    const shopper = await signIn(first, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode).toBe(200);
    const heard = await stream.next((event) => event.event === 'order');
    expect(orderEventData(heard)).toEqual({ kind: 'PLACED', orderId: placed.json().id, state: 'PLACED' });
    stream.close();
  });

  it('a rate limit counts the requests made to both servers', async () => {
    // 120 searches a minute scaled to 3.
    const { context, first, second } = await twoServers({ rateLimitFactor: 3 / 120 });
    const shop = await createShop(context);
    const search = (app: App, query: string) =>
      app.inject({ method: 'GET', url: '/api/search/products', query: { storeId: shop.storeId, query } });
    expect((await search(first, 'ghee')).statusCode).toBe(200);
    expect((await search(second, 'rice')).statusCode).toBe(200);
    expect((await search(first, 'salt')).statusCode).toBe(200);
    const fourth = await search(second, 'milk');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
