import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchPageSchema } from '@haat/contract/catalogue/catalogue.schemas';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';
import { expectContractBody } from '#src/testing/contract-body.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const { app, database } = await createTestApp();

let shop: TestStore;
let emptyShop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(database.db, {
    categories: [{ name: 'Dairy' }],
    products: [
      {
        name: 'Malai Paneer "Fresh", \n 200 g ✓',
        category: 'Dairy',
        isSubscribable: true,
        averageRating: 4.5,
        variants: [{ sellingPrice: 89.99, mrp: 95.5, weight: 0.2, weightUnit: 'KG' }],
      },
      { name: 'Paneer Tikka', averageRating: 3, variants: [{ sellingPrice: 150 }, { sellingPrice: 280 }] },
    ],
  });
  emptyShop = await createTestStore(database.db);
});

const search = (store: TestStore, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/search/products', query: { storeId: store.storeId, ...query } });

describe('GET /api/search/products answers exactly its contract', () => {
  it('with words, by relevance', async () => {
    const page = expectContractBody(await search(shop, { query: 'panner', size: '1' }), productSearchPageSchema);
    expect(page).toMatchObject({ page: 1, size: 1, totalPages: 2, totalCount: 2, highestSellingPrice: 150 });
  });

  it('with filters only, and with no match', async () => {
    const filtered = expectContractBody(
      await search(shop, { isSubscribable: 'true', minSellingPrice: '50', sortBy: 'sellingPrice' }),
      productSearchPageSchema,
    );
    expect(filtered.products.map((product) => product.variants[0]?.sellingPrice)).toEqual([89.99]);
    const none = expectContractBody(await search(shop, { query: 'zzzz', page: '2' }), productSearchPageSchema);
    expect(none).toMatchObject({ products: [], page: 2, totalPages: 1, totalCount: 0 });
  });

  it('in a store with no products, the highest price is 0', async () => {
    const page = expectContractBody(await search(emptyShop, {}), productSearchPageSchema);
    expect(page.highestSellingPrice).toBe(0);
  });
});
