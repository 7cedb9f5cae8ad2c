import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import { createShop, placeOrder, readyCheckout, shownStock, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { isolatedRedis, redisAnswers, TEST_REDIS_URL } from '#src/testing/redis.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { runTestCli } from './cli-test-kit.ts';

// The CLI is a process apart from the servers: what it changes reaches their caches through Redis.
const redisUp = await redisAnswers();
if (!redisUp) console.log(`Skipping the CLI cache tests: no Redis answers at ${TEST_REDIS_URL}`);

describe.runIf(redisUp)('a CLI command that changes what shoppers read', async () => {
  // A server that would answer its cached reads for a minute if nobody told it otherwise.
  const context = await createTestApp({
    redis: isolatedRedis(),
    publicReadCacheMs: 60_000,
    otpSendsPerIpPerHour: 100_000,
  });
  const { app } = context;
  const workDir = mkdtempSync(path.join(tmpdir(), 'haat-cli-'));
  cpSync(fixtureImagesDir, workDir, { recursive: true });

  const cli = (...argv: string[]) => runTestCli(context, argv, { cwd: workDir });

  it('store import: a running server shows the new catalogue within a second', async () => {
    const document = storeDocument();
    writeFileSync(path.join(workDir, 'store.json'), JSON.stringify(document));
    const imported = await cli('store', 'import', 'store.json');
    expect(imported).toMatchObject({ code: 0 });
    // `Imported store <friendlyId> (<storeId>): …`
    const storeId = /\(([0-9a-f-]{36})\)/.exec(imported.out)![1]!;
    const names = async () =>
      (await app.inject({ method: 'GET', url: `/api/products?storeId=${storeId}&size=50` }))
        .json<ProductPage>()
        .products.map((product) => product.name);
    const before = await names();
    expect(before).toContain(document.products[0]!.name);

    document.products[0]!.name = 'Renamed by the operator';
    writeFileSync(path.join(workDir, 'store.json'), JSON.stringify(document));
    expect(await cli('store', 'import', 'store.json')).toMatchObject({ code: 0 });
    await expect.poll(names, { timeout: 1_000, interval: 50 }).toContain('Renamed by the operator');
  });

  it('orders set-state CANCELLED: the stock put back shows on a running server within a second', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 2 }], 'COD');
    const order = await placeOrder(shopper, checkoutId);
    expect(order.statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(8);

    expect(await cli('orders', 'set-state', order.json().id as string, 'CANCELLED')).toMatchObject({ code: 0 });
    await expect.poll(() => shownStock(app, shop, shop.variants.rice), { timeout: 1_000, interval: 50 }).toBe(10);
  });
});
