import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  productDetailSchema,
  productPageSchema,
} from '@haat/contract/catalogue/catalogue.schemas';
import { categories, products } from '#src/db/schema/index.ts';
import { expectContractBody } from '#src/testing/contract-body.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createTestStore, type TestStore } from './catalogue.test-data.ts';

const { app, database } = await createTestApp();
const { db } = database;

/** Quotes, a backslash, a newline, ", \n " itself, and letters beyond ASCII: all must come out as JSON writes them. */
const TRICKY_NAME = 'Amul "Gold", \n Milk \\ दूध ✓ 🥛';

let shop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(db, {
    categories: [{ name: 'Dairy' }, { name: 'Empty', isActive: false }],
    products: [
      {
        name: TRICKY_NAME,
        brand: 'Amul',
        category: 'Dairy',
        averageRating: 4.3,
        variants: [
          { sellingPrice: 40.5, mrp: 50, weight: 0.5, weightUnit: 'LITRE' },
          { sellingPrice: 0.07, mrp: 1234567.89, weight: 250, weightUnit: 'ML', isVisible: false },
        ],
      },
      { name: 'Loose Salt', variants: [{ sellingPrice: 20 }] },
    ],
  });
  // Values the factory leaves at their defaults: no description, decimals in numeric columns, an image.
  await db
    .update(products)
    .set({ description: null, taxPercent: 12.5, thumbnail: 'products/milk.webp', importedRatingCount: 57 })
    .where(eq(products.id, shop.productIds[TRICKY_NAME]!));
  await db.update(categories).set({ imagePath: 'categories/dairy.webp' }).where(eq(categories.storeId, shop.storeId));
});

const get = (url: string, query: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, query: { storeId: shop.storeId, ...query } });

describe('the catalogue reads answer exactly their contract', () => {
  it('GET /api/categories', async () => {
    const body = expectContractBody(await get('/api/categories'), categoriesResponseSchema);
    expect(body.map((category) => category.productCount)).toEqual([1, 0]);
  });

  it('GET /api/products, a page, a category and a page past the end', async () => {
    const page = expectContractBody(await get('/api/products', { size: '1' }), productPageSchema);
    expect(page).toMatchObject({ page: 1, size: 1, totalPages: 2, totalCount: 2 });
    const dairy = expectContractBody(
      await get('/api/products', { categoryId: shop.categoryIds.Dairy! }),
      productPageSchema,
    );
    expect(dairy.products.map((product) => product.name)).toEqual([TRICKY_NAME]);
    const pastTheEnd = expectContractBody(await get('/api/products', { page: '9' }), productPageSchema);
    expect(pastTheEnd).toMatchObject({ products: [], page: 9, totalPages: 1, totalCount: 2 });
  });

  it('GET /api/products/:id', async () => {
    const product = expectContractBody(await get(`/api/products/${shop.productIds[TRICKY_NAME]}`), productDetailSchema);
    expect(product).toMatchObject({
      name: TRICKY_NAME,
      description: null,
      taxPercent: 12.5,
      averageRating: 4.3,
      ratingCount: 57,
    });
    expect(product.variants.map(({ mrp, sellingPrice, weight }) => [mrp, sellingPrice, weight])).toEqual([
      [50, 40.5, 0.5],
      [1234567.89, 0.07, 250],
    ]);
  });
});
