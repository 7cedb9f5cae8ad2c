import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
} from '#src/modules/orders/commerce-test-kit.ts';

// A shopper sees what can be bought first: a product whose first variant has no stock goes after the others,
// in the listing and in search, and comes back to its place when restocked or sold out by an order.
const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

/** A stock change made behind the API's back, told to the cache as an import's would be. */
async function setStock(storeId: string, variantId: string, availableQuantity: number) {
  await setVariant(db, variantId, { availableQuantity });
  app.cacheBus.storeChanged(storeId);
}

const names = async (url: string) =>
  (await app.inject({ method: 'GET', url })).json<ProductPage>().products.map((product) => product.name);

describe('products out of stock go last', () => {
  it('in the listing and in search, until restocked', async () => {
    const shop = await createShop(context);
    const listing = `/api/products?storeId=${shop.storeId}&size=50`;
    const search = `/api/search/products?storeId=${shop.storeId}&sortBy=name&sortOrder=ASC`;
    const newestFirst = await names(listing);
    expect(newestFirst).toHaveLength(3);
    const [newest, ...older] = newestFirst;

    const newestVariant = {
      'Cow Ghee': shop.variants.ghee,
      'Basmati Rice': shop.variants.rice,
      'Iodised Salt': shop.variants.salt,
    }[newest!]!;
    await setStock(shop.storeId, newestVariant, 0);
    expect(await names(listing)).toEqual([...older, newest]);
    const byName = await names(search);
    expect(byName.at(-1)).toBe(newest);
    expect(byName.slice(0, -1)).toEqual([...older].sort());

    await setStock(shop.storeId, newestVariant, 5);
    expect(await names(listing)).toEqual(newestFirst);
  });

  it('when an order takes the last unit', async () => {
    const shop = await createShop(context);
    const listing = `/api/products?storeId=${shop.storeId}&size=50`;
    await setStock(shop.storeId, shop.variants.rice, 1);
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(200);
    expect((await names(listing)).at(-1)).toBe('Basmati Rice');
  });
});
