import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import { refreshProductSales, SALES_WINDOW_DAYS } from './product-sales.job.ts';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';

// Listings, and home's Popular Products (their page 1), show best sellers first: units of orders placed in
// the last 30 days and not undone. A store with no sales shows its products in its import document's order.
const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const onChanged = (storeId: string) => app.cacheBus.storeChanged(storeId);

const names = async (shop: CommerceShop, query = '&size=50') =>
  (await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}${query}` }))
    .json<ProductPage>()
    .products.map((product) => product.name);

async function order(shopper: Shopper, productVariantId: string, quantity: number): Promise<string> {
  const checkoutId = await readyCheckout(shopper, [{ productVariantId, quantity }], 'COD');
  const placed = await placeOrder(shopper, checkoutId);
  expect(placed.statusCode).toBe(200);
  return placed.json<{ id: string }>().id;
}

const reversed = (document: StoreImportInput) => void document.products.reverse();

describe('a store without sales', () => {
  it("lists its products in its import document's order, page 1 (Popular Products) included", async () => {
    const listed = await createShop(context);
    const reverse = await createShop(context, reversed);
    await refreshProductSales(db, { onChanged });
    expect(await names(listed)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
    expect(await names(reverse)).toEqual(['Iodised Salt', 'Basmati Rice', 'Cow Ghee']);
    expect(await names(reverse, '&page=1&size=2')).toEqual(['Iodised Salt', 'Basmati Rice']);
  });
});

describe('a store with sales', () => {
  it('lists the most units sold in 30 days first, once the sales job has counted them', async () => {
    const shop = await createShop(context);
    const other = await createShop(context);
    const shopper = await signIn(app, shop);
    expect(await names(shop)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);

    await order(shopper, shop.variants.rice, 2);
    // Read (and kept by the public-read cache) before the job runs: the job tells the cache.
    expect(await names(shop)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
    const changed = await refreshProductSales(db, { onChanged });
    expect(changed).toContain(shop.storeId);
    expect(changed).not.toContain(other.storeId);
    expect(await names(shop)).toEqual(['Basmati Rice', 'Cow Ghee', 'Iodised Salt']);
    // The category listing follows the same order.
    const rice = (
      await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}` })
    ).json<ProductPage>();
    const staples = rice.products.find((product) => product.name === 'Basmati Rice')!.categoryId!;
    expect(await names(shop, `&categoryId=${staples}`)).toEqual(['Basmati Rice', 'Iodised Salt']);

    // A cancelled order sold nothing.
    const cancelled = await order(shopper, shop.variants.ghee, 5);
    const cancel = await shopper.call('PUT', `/api/orders/${cancelled}/state`, {
      orderState: 'CANCELLED',
      reason: 'Ordered by mistake',
    });
    expect(cancel.statusCode).toBe(200);
    await refreshProductSales(db, { onChanged });
    expect(await names(shop)).toEqual(['Basmati Rice', 'Cow Ghee', 'Iodised Salt']);

    await order(shopper, shop.variants.ghee, 3);
    await refreshProductSales(db, { onChanged });
    expect(await names(shop)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
    // Another store's listing is its own: no sales there.
    expect(await names(other)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);

    // Rice 2, ghee 3: a second shopper's 2 rice puts rice ahead.
    await order(await signIn(app, shop), shop.variants.rice, 2);
    await refreshProductSales(db, { onChanged });
    expect(await names(shop)).toEqual(['Basmati Rice', 'Cow Ghee', 'Iodised Salt']);

    // Past the window the sales no longer count: back to the document's order.
    const later = new Date(Date.now() + (SALES_WINDOW_DAYS + 1) * 86_400_000);
    await refreshProductSales(db, { onChanged, now: () => later });
    expect(await names(shop)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
  });

  it('keeps what cannot be bought last, however well it sold', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    // The last unit of salt: sold, and out of stock.
    await order(shopper, shop.variants.salt, 1);
    await refreshProductSales(db, { onChanged });
    expect(await names(shop)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
  });
});
