import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import { productVariants } from '#src/db/schema/index.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createTestStore, type TestProduct, type TestStore } from './catalogue.test-data.ts';

const { app, database, queryCount, resetQueryCount } = await createTestApp();
const { db } = database;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

let shop: TestStore;
let otherShop: TestStore;
let bigShop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(db, {
    categories: [{ name: 'Vegetables' }, { name: 'Dairy' }, { name: 'Bakery', isActive: false }],
    products: [
      {
        name: 'Tomato',
        category: 'Vegetables',
        createdAt: day(1),
        variants: [
          { sellingPrice: 40.5, mrp: 50, weight: 1, weightUnit: 'KG' },
          { sellingPrice: 22, mrp: 25, weight: 500, weightUnit: 'GM', isVisible: false },
        ],
      },
      { name: 'Onion', category: 'Vegetables', createdAt: day(2) },
      { name: 'Paneer', category: 'Dairy', createdAt: day(3) },
      {
        name: 'Hidden Milk',
        category: 'Dairy',
        createdAt: day(4),
        variants: [{ sellingPrice: 30, isVisible: false }, { sellingPrice: 60 }],
      },
      { name: 'Loose Salt', createdAt: day(5) },
    ],
  });
  otherShop = await createTestStore(db, {
    categories: [{ name: 'Vegetables' }],
    products: [{ name: 'Other Tomato', category: 'Vegetables', createdAt: day(9) }],
  });
  const many: TestProduct[] = Array.from({ length: 32 }, (_, i) => ({
    name: `Item ${i}`,
    variants: [{ sellingPrice: 10 }, { sellingPrice: 20 }],
  }));
  bigShop = await createTestStore(db, { products: many });
});

type Query = Record<string, string | string[]>;
const get = (url: string, query: Query = {}) => app.inject({ method: 'GET', url, query });

describe('GET /api/categories', () => {
  it('returns the store categories by position with the count of shown products', async () => {
    const response = await get('/api/categories', { storeId: shop.storeId });
    expect(response.statusCode).toBe(200);
    expect(response.json<Category[]>()).toEqual([
      { id: shop.categoryIds.Vegetables, name: 'Vegetables', imagePath: null, isActive: true, productCount: 2 },
      { id: shop.categoryIds.Dairy, name: 'Dairy', imagePath: null, isActive: true, productCount: 1 },
      { id: shop.categoryIds.Bakery, name: 'Bakery', imagePath: null, isActive: false, productCount: 0 },
    ]);
  });

  it('never shows or counts another store’s rows', async () => {
    const response = await get('/api/categories', { storeId: otherShop.storeId, orgId: otherShop.orgId });
    expect(response.json<Category[]>()).toEqual([expect.objectContaining({ name: 'Vegetables', productCount: 1 })]);
  });

  it('returns 404 when the store does not exist or the org is another one', async () => {
    expect((await get('/api/categories', { storeId: randomUUID() })).statusCode).toBe(404);
    const response = await get('/api/categories', { storeId: shop.storeId, orgId: otherShop.orgId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Store not found', code: 'NOT_FOUND' });
  });

  it('returns 400 when storeId is missing or not an id', async () => {
    for (const query of [{}, { storeId: 'not-a-uuid' }] as Query[]) {
      const response = await get('/api/categories', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('GET /api/products', () => {
  it('returns shown products newest first with the page, size and totals', async () => {
    const response = await get('/api/products', { storeId: shop.storeId });
    expect(response.statusCode).toBe(200);
    const page = response.json<ProductPage>();
    expect(page.products.map((p) => p.name)).toEqual(['Loose Salt', 'Paneer', 'Onion', 'Tomato']);
    expect(page).toMatchObject({ page: 1, size: 30, totalPages: 1, totalCount: 4 });
  });

  it('answers prices in rupees and every variant by position', async () => {
    const page = (await get('/api/products', { storeId: shop.storeId })).json<ProductPage>();
    const tomato = page.products.find((p) => p.name === 'Tomato')!;
    expect(tomato.variants.map((v) => [v.sellingPrice, v.mrp, v.weightUnit, v.isVisible])).toEqual([
      [40.5, 50, 'KG', true],
      [22, 25, 'GM', false],
    ]);
  });

  it('pages with page and size', async () => {
    const page = (await get('/api/products', { storeId: shop.storeId, page: '2', size: '3' })).json<ProductPage>();
    expect(page.products.map((p) => p.name)).toEqual(['Tomato']);
    expect(page).toMatchObject({ page: 2, size: 3, totalPages: 2, totalCount: 4 });
  });

  it('returns an empty page past the end', async () => {
    const page = (await get('/api/products', { storeId: shop.storeId, page: '9' })).json<ProductPage>();
    expect(page).toMatchObject({ products: [], page: 9, totalPages: 1, totalCount: 4 });
  });

  it('filters by category', async () => {
    const page = (
      await get('/api/products', { storeId: shop.storeId, categoryId: shop.categoryIds.Dairy! })
    ).json<ProductPage>();
    expect(page.products.map((p) => p.name)).toEqual(['Paneer']);
    expect(page.totalCount).toBe(1);
  });

  it('returns 404 when the category belongs to another store', async () => {
    const response = await get('/api/products', {
      storeId: shop.storeId,
      categoryId: otherShop.categoryIds.Vegetables!,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Category not found', code: 'NOT_FOUND' });
  });

  it('never lists another store’s products', async () => {
    const page = (await get('/api/products', { storeId: otherShop.storeId })).json<ProductPage>();
    expect(page.products.map((p) => p.name)).toEqual(['Other Tomato']);
    expect(page.totalCount).toBe(1);
  });

  it('uses the same number of SQL statements for 2 products as for 30', async () => {
    // A server looks up a store's org once (the store-scope guard), then each page is one statement.
    resetQueryCount();
    await get('/api/products', { storeId: bigShop.storeId, size: '1' });
    expect(queryCount()).toBe(2);
    resetQueryCount();
    const small = await get('/api/products', { storeId: bigShop.storeId, size: '2' });
    const smallCount = queryCount();
    resetQueryCount();
    const large = await get('/api/products', { storeId: bigShop.storeId, size: '30' });
    expect(small.json<ProductPage>().products).toHaveLength(2);
    expect(large.json<ProductPage>().products).toHaveLength(30);
    expect(queryCount()).toBe(smallCount);
    expect(smallCount).toBe(1);
  });

  it('returns 400 for bad query values', async () => {
    const bad: Query[] = [
      { storeId: shop.storeId, page: '0' },
      { storeId: shop.storeId, page: 'abc' },
      { storeId: shop.storeId, size: '1000' },
      { storeId: shop.storeId, size: '0' },
      { storeId: shop.storeId, categoryId: 'vegetables' },
      { storeId: 'not-a-uuid' },
      {},
    ];
    for (const query of bad) {
      const response = await get('/api/products', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('GET /api/products/:id', () => {
  it('returns the product with all variants by position', async () => {
    const response = await get(`/api/products/${shop.productIds.Tomato}`, { storeId: shop.storeId, orgId: shop.orgId });
    expect(response.statusCode).toBe(200);
    const product = response.json<Product>();
    expect(product).toMatchObject({
      id: shop.productIds.Tomato,
      name: 'Tomato',
      categoryId: shop.categoryIds.Vegetables,
      taxType: 'INCLUSIVE',
      taxPercent: 5,
      isSubscribable: false,
    });
    expect(product.variants).toHaveLength(2);
    expect(product.variants[0]).toMatchObject({
      sellingPrice: 40.5,
      mrp: 50,
      weight: 1,
      imagePathList: ['/files/0.webp'],
    });
  });

  it('returns 404 when the product belongs to another store', async () => {
    const response = await get(`/api/products/${otherShop.productIds['Other Tomato']}`, { storeId: shop.storeId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('returns 404 when the first variant is hidden', async () => {
    const response = await get(`/api/products/${shop.productIds['Hidden Milk']}`, { storeId: shop.storeId });
    expect(response.statusCode).toBe(404);
  });

  it('returns 404 when the org is another one or the id is unknown', async () => {
    const tomato = `/api/products/${shop.productIds.Tomato}`;
    expect((await get(tomato, { storeId: shop.storeId, orgId: otherShop.orgId })).statusCode).toBe(404);
    expect((await get(`/api/products/${randomUUID()}`, { storeId: shop.storeId })).statusCode).toBe(404);
  });

  it('returns 400 when the id or storeId is not an id', async () => {
    expect((await get('/api/products/tomato', { storeId: shop.storeId })).statusCode).toBe(400);
    expect((await get(`/api/products/${shop.productIds.Tomato}`, {})).statusCode).toBe(400);
  });

  it('follows the first variant when it is hidden or shown again', async () => {
    const onion = shop.productIds.Onion!;
    // A direct write, as an operator's would be: it tells this replica's read cache, as writers must.
    const setVisible = async (isVisible: boolean) => {
      await db.update(productVariants).set({ isVisible }).where(eq(productVariants.productId, onion));
      app.publicReads.invalidateStore(shop.storeId);
    };
    await setVisible(false);
    expect((await get(`/api/products/${onion}`, { storeId: shop.storeId })).statusCode).toBe(404);
    const list = (await get('/api/products', { storeId: shop.storeId })).json<ProductPage>();
    expect(list.products.map((p) => p.name)).not.toContain('Onion');
    await setVisible(true);
    expect((await get(`/api/products/${onion}`, { storeId: shop.storeId })).statusCode).toBe(200);
  });
});
