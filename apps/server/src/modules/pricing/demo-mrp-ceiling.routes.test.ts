import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '#src/config.ts';
import { orgs, products, productVariants, stores } from '#src/db/schema/index.ts';
import { signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { seedDemoStores } from '#src/modules/store-import/demo-seed.ts';
import { createTestApp } from '#src/testing/test-app.ts';

/**
 * Every pack of both demo stores, put in a cart as a shopper would, one at a time: what the cart charges for
 * one unit, tax included, never exceeds its MRP, and the saving it shows is the MRP less that charge.
 */
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000, rateLimitFactor: 0 });
const { db } = context.database;
await seedDemoStores({ db, storage: context.storage }, paths.demoDataDir);

describe.each(['demo', 'demo-dairy'])('the %s demo store, through the cart', (friendlyId) => {
  it('charges no pack above its MRP, and shows as saved exactly the MRP less what is charged', async () => {
    const [store] = await db
      .select({
        storeId: stores.id,
        storeName: stores.name,
        orgId: stores.orgId,
        orgName: orgs.name,
        locationId: stores.locationId,
      })
      .from(stores)
      .innerJoin(orgs, eq(orgs.id, stores.orgId))
      .where(eq(stores.friendlyId, friendlyId));
    const shopper = await signIn(context.app, store!);
    const packs = await db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.storeId, store!.storeId));
    let priced = 0;
    for (const pack of packs) {
      const added = await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
        item: { productVariantId: pack.id },
      });
      // Hidden and sold-out packs cannot be added: nothing is charged for them.
      if (added.statusCode !== 200) continue;
      const cart = added.json() as { items: Array<{ mrp: number }>; finalPrice: number; totalDiscount: number };
      const mrp = cart.items[0]!.mrp;
      expect(cart.finalPrice, pack.sku).toBeLessThanOrEqual(mrp);
      expect(Math.round((cart.finalPrice + cart.totalDiscount) * 100), pack.sku).toBe(Math.round(mrp * 100));
      const removed = await shopper.call('POST', `/api/carts/${shopper.cartId}/remove-item`, {
        productVariantId: pack.id,
        quantity: 1,
      });
      expect(removed.statusCode).toBe(200);
      priced += 1;
    }
    console.log(`${friendlyId}: ${priced} of ${packs.length} packs priced through the cart, none above its MRP`);
    expect(priced).toBeGreaterThan(packs.length / 2);
  });
});
