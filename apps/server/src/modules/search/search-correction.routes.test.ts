import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchPage } from '@haat/contract/catalogue/catalogue.schemas';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const { app, database } = await createTestApp();

let shop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(database.db, {
    categories: [{ name: 'Dairy' }, { name: 'Vegetables' }, { name: 'Baby Care' }, { name: 'Staples' }],
    products: [
      { name: 'Fresh Paneer', category: 'Dairy' },
      { name: 'Toned Milk', category: 'Dairy' },
      { name: 'Tomato', category: 'Vegetables' },
      { name: 'Baby Dry Pants', category: 'Baby Care' },
      { name: 'Basmati Rice', brand: 'India Gate', category: 'Staples' },
    ],
  });
});

const search = async (query: Record<string, string>) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/search/products',
    query: { storeId: shop.storeId, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<ProductSearchPage>();
  return { names: page.products.map((product) => product.name), correctedQuery: page.correctedQuery };
};

describe('GET /api/search/products says when it corrected a typo', () => {
  it('names the words it searched for instead', async () => {
    expect(await search({ query: 'panner' })).toEqual({ names: ['Fresh Paneer'], correctedQuery: 'paneer' });
    expect(await search({ query: 'Tonned Milk' })).toEqual({ names: ['Toned Milk'], correctedQuery: 'toned milk' });
  });

  it('leaves out a word that matched nothing', async () => {
    expect(await search({ query: 'organic panner' })).toEqual({ names: ['Fresh Paneer'], correctedQuery: 'paneer' });
  });

  it('is null when the words matched as typed, by synonym, or not at all', async () => {
    expect((await search({ query: 'paneer' })).correctedQuery).toBeNull();
    expect((await search({ query: 'tamatar' })).correctedQuery).toBeNull();
    expect((await search({ query: 'pane' })).correctedQuery).toBeNull();
    expect(await search({ query: 'xqzvw' })).toEqual({ names: [], correctedQuery: null });
    expect((await search({ query: '' })).correctedQuery).toBeNull();
  });

  it('searches the words exactly as typed with asTyped=true', async () => {
    expect(await search({ query: 'panner', asTyped: 'true' })).toEqual({ names: [], correctedQuery: null });
    expect(await search({ query: 'paneer', asTyped: 'true' })).toEqual({
      names: ['Fresh Paneer'],
      correctedQuery: null,
    });
    expect(await search({ query: 'panner', asTyped: 'false' })).toMatchObject({ correctedQuery: 'paneer' });
  });

  it('refuses an asTyped that is not true or false', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/search/products',
      query: { storeId: shop.storeId, query: 'panner', asTyped: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('GET /api/search/products finds nothing rather than noise', () => {
  it.each(['xqzvw', 'blorptang', 'qwerty asdf', 'zz', 'mnbvcxz lkjh', '12345', 'ॐॐॐ', 'pnr'])(
    'returns no products for %j',
    async (query) => {
      expect(await search({ query })).toEqual({ names: [], correctedQuery: null });
    },
  );

  it('never answers a word with an unrelated product that shares a few letters', async () => {
    expect((await search({ query: 'paneer' })).names).toEqual(['Fresh Paneer']);
    expect((await search({ query: 'ricotta' })).names).toEqual([]);
  });
});
