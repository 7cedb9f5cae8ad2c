import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage, ProductSearchPage } from '@haat/contract/catalogue/catalogue.schemas';
import { categories, products, productVariants, stores } from '#src/db/schema/index.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';

const { app, database, queryCount, resetQueryCount } = await createTestApp();
const { db } = database;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

let shop: TestStore;
let otherShop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(db, {
    categories: [{ name: 'Vegetables' }, { name: 'Dairy' }, { name: 'Staples' }],
    products: [
      {
        name: 'Tomato',
        brand: 'FreshFarm',
        category: 'Vegetables',
        averageRating: 4.5,
        createdAt: day(1),
        variants: [{ sellingPrice: 40 }],
      },
      {
        name: 'Cherry Tomato',
        category: 'Vegetables',
        averageRating: 3.5,
        isSubscribable: true,
        createdAt: day(2),
        variants: [{ sellingPrice: 120 }],
      },
      {
        name: 'Paneer',
        brand: 'Amul',
        category: 'Dairy',
        averageRating: 4.8,
        isSubscribable: true,
        createdAt: day(3),
        variants: [{ sellingPrice: 90 }],
      },
      {
        name: 'Aashirvaad Atta 5 kg',
        brand: 'Aashirvaad',
        category: 'Staples',
        averageRating: 4.2,
        createdAt: day(4),
        variants: [{ sellingPrice: 250 }],
      },
      {
        name: 'Aashirvaad Atta 10 kg',
        brand: 'Aashirvaad',
        category: 'Staples',
        averageRating: 4,
        createdAt: day(5),
        variants: [{ sellingPrice: 480 }],
      },
      {
        name: 'Toned Milk',
        brand: 'Amul',
        category: 'Dairy',
        averageRating: 4,
        isSubscribable: true,
        createdAt: day(6),
        variants: [{ sellingPrice: 28 }],
      },
      {
        name: 'Tomato Ketchup',
        category: 'Staples',
        averageRating: 5,
        createdAt: day(7),
        variants: [{ sellingPrice: 99, isVisible: false }, { sellingPrice: 180 }],
      },
    ],
  });
  otherShop = await createTestStore(db, {
    categories: [{ name: 'Vegetables' }],
    products: [{ name: 'Tomato', category: 'Vegetables', averageRating: 5, variants: [{ sellingPrice: 45 }] }],
  });
});

type Query = Record<string, string | string[]>;
const search = (query: Query) =>
  app.inject({ method: 'GET', url: '/api/search/products', query: { storeId: shop.storeId, ...query } });
const names = async (query: Query) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductPage>().products.map((p) => p.name);
};

describe('GET /api/search/products', () => {
  it('finds products by name, best match first, with the page totals', async () => {
    const response = await search({ query: 'tomato' });
    expect(response.json<ProductPage>()).toMatchObject({ page: 1, size: 30, totalPages: 1, totalCount: 2 });
    expect(await names({ query: 'tomato' })).toEqual(['Tomato', 'Cherry Tomato']);
  });

  it('ranks a whole word of the name above a prefix of it, and both above a brand match', async () => {
    const dairy = await createTestStore(db, {
      products: [
        { name: 'Paneer', brand: 'Amul' },
        { name: 'Amulya Ghee', brand: 'Dairy Fresh' },
        { name: 'Salted Butter Amul', brand: 'Amul' },
      ],
    });
    expect(await names({ storeId: dairy.storeId, query: 'amul' })).toEqual([
      'Salted Butter Amul',
      'Amulya Ghee',
      'Paneer',
    ]);
  });

  it('among equal matches puts in stock first, then most sold in 30 days, then the shorter name', async () => {
    const rice = await createTestStore(db, {
      products: [
        { name: 'Sona Rice', variants: [{ sellingPrice: 60, availableQuantity: 0 }] },
        { name: 'Jeera Rice' },
        { name: 'Idli Rice' },
        { name: 'Poha Rice' },
        { name: 'Basmati Rice' },
        { name: 'Rice Bran Oil Tin', variants: [{ sellingPrice: 60, availableQuantity: 0 }] },
        { name: 'Chawal Papad' },
      ],
    });
    const sold = { 'Sona Rice': 90, 'Poha Rice': 12, 'Basmati Rice': 40, 'Chawal Papad': 500 };
    for (const [name, units] of Object.entries(sold)) {
      await db.update(products).set({ recentUnitsSold: units }).where(eq(products.id, rice.productIds[name]!));
    }
    // A whole-word match out of stock still outranks a synonym's ('chawal'), whatever it sold.
    expect(await names({ storeId: rice.storeId, query: 'rice' })).toEqual([
      'Basmati Rice',
      'Poha Rice',
      'Idli Rice',
      'Jeera Rice',
      'Sona Rice',
      'Rice Bran Oil Tin',
      'Chawal Papad',
    ]);
  });

  it('finds and ranks a partial word alike whether it begins few of the store’s words or many', async () => {
    // 'pane' begins two words of this store and 'pan' twelve: the repository matches few as whole words and
    // many as a prefix, and a shopper sees no difference. (The long names are not near-misses of 'pane'.)
    const longer = ['Pancakes', 'Panchamrit', 'Pankhuri', 'Pantaloon', 'Panchphoran', 'Pandharpuri', 'Panipuris'];
    const names12 = ['Pane', 'Paneer', ...longer, 'Pannacotta', 'Panforte', 'Panjabiwala'];
    const kitchen = await createTestStore(db, {
      products: [...names12, 'Pasta'].map((name) => ({ name, brand: 'Kitchen' })),
    });
    expect(await names({ storeId: kitchen.storeId, query: 'pane' })).toEqual(['Pane', 'Paneer']);
    expect(await names({ storeId: kitchen.storeId, query: 'pane kitch' })).toEqual(['Pane', 'Paneer']);
    const pan = await names({ storeId: kitchen.storeId, query: 'pan' });
    expect(pan.slice(0, 2)).toEqual(['Pane', 'Paneer']);
    expect([...pan].sort()).toEqual([...names12].sort());
  });

  it('finds products by partial words, brand and category name', async () => {
    expect(await names({ query: 'toma' })).toEqual(expect.arrayContaining(['Tomato', 'Cherry Tomato']));
    expect(await names({ query: 'amul' })).toEqual(expect.arrayContaining(['Paneer', 'Toned Milk']));
    expect(await names({ query: 'dairy' })).toHaveLength(2);
    expect(await names({ query: 'Aashirvaad atta' })).toHaveLength(2);
  });

  it('finds what a misspelled query means', async () => {
    expect(await names({ query: 'tomatoe' })).toContain('Tomato');
    expect(await names({ query: 'panner' })).toEqual(['Paneer']);
    expect(await names({ query: 'ashirvad' })).toHaveLength(2);
    expect(await names({ query: 'tonned milk' })).toEqual(['Toned Milk']);
  });

  it('matches every word, numbers too', async () => {
    expect(await names({ query: 'atta 5' })).toEqual(['Aashirvaad Atta 5 kg']);
    expect(await names({ query: 'atta 10 kg' })).toEqual(['Aashirvaad Atta 10 kg']);
  });

  it('ignores a word the store has nothing like, and finds nothing for gibberish', async () => {
    expect(await names({ query: 'organic panner' })).toEqual(['Paneer']);
    const response = await search({ query: 'xqzvw' });
    expect(response.json<ProductPage>()).toMatchObject({ products: [], totalCount: 0, totalPages: 1 });
  });

  describe('words as Indians type them', () => {
    let grocer: TestStore;
    beforeAll(async () => {
      grocer = await createTestStore(db, {
        categories: [{ name: 'Vegetables' }, { name: 'Dairy' }, { name: 'Snacks' }, { name: 'Baby Care' }],
        products: [
          { name: 'Fresh Tomato', category: 'Vegetables' },
          { name: 'Onion', category: 'Vegetables' },
          { name: 'Potato', category: 'Vegetables' },
          { name: 'Fresh Curd', category: 'Dairy' },
          { name: 'Thick Set Dahi', category: 'Dairy' },
          { name: 'Fresh Paneer', category: 'Dairy' },
          { name: 'Toned Milk', category: 'Dairy' },
          { name: 'Aloo Bhujia', category: 'Snacks' },
          { name: 'Baby Dry Pants', category: 'Baby Care' },
        ],
      });
    });
    const find = (query: string) => names({ storeId: grocer.storeId, query });

    it('finds a product by its Hindi name in Roman letters or in Devanagari', async () => {
      expect(await find('tamatar')).toEqual(['Fresh Tomato']);
      expect(await find('टमाटर')).toEqual(['Fresh Tomato']);
      expect(await find('pyaz')).toEqual(['Onion']);
      expect(await find('kanda')).toEqual(['Onion']);
      expect(await find('doodh')).toEqual(['Toned Milk']);
    });

    it("ranks a word's own meaning above a synonym's, and the thing asked for above what is made with it", async () => {
      expect(await find('curd')).toEqual(['Fresh Curd', 'Thick Set Dahi']);
      expect(await find('dahi')).toEqual(['Thick Set Dahi', 'Fresh Curd']);
      // Potato is an aloo; Aloo Bhujia is a bhujia made with it.
      expect(await find('aloo')).toEqual(['Potato', 'Aloo Bhujia']);
      expect(await find('milk')).toEqual(['Toned Milk']);
    });

    it('ranks the thing asked for by its brand above a product that only holds the words', async () => {
      const brands = await createTestStore(db, {
        products: [
          { name: 'Doodh Peda', brand: 'Gokul' },
          { name: 'Toned Milk', brand: 'Gokul' },
          { name: 'Dairy Milk Silk', brand: 'Cadbury' },
          { name: 'Cow Milk', brand: 'Mother Dairy' },
        ],
      });
      expect((await names({ storeId: brands.storeId, query: 'gokul milk' }))[0]).toBe('Toned Milk');
      // The words as typed in the name still win over a brand and a name that share them.
      expect((await names({ storeId: brands.storeId, query: 'dairy milk' }))[0]).toBe('Dairy Milk Silk');
    });

    it('passes over sizes and linking words a name does not hold, and keeps them where one does', async () => {
      expect(await find('tamatar 1 kg')).toEqual(['Fresh Tomato']);
      expect(await find('aloo ka 2 kg')).toEqual(['Potato', 'Aloo Bhujia']);
      expect(await names({ query: 'atta 5 kg' })).toEqual(['Aashirvaad Atta 5 kg']);
    });

    it('reads two words typed apart as the one word a name holds', async () => {
      const joined = await createTestStore(db, { products: [{ name: 'KitKat' }, { name: 'Liquid Handwash' }] });
      expect(await names({ storeId: joined.storeId, query: 'kit kat' })).toEqual(['KitKat']);
      expect(await names({ storeId: joined.storeId, query: 'hand wash' })).toEqual(['Liquid Handwash']);
    });

    it("finds a product by the store's own words, in that store only", async () => {
      // Tamil and Malayalam shoppers' words, which the built-in dictionary does not have.
      await db
        .update(stores)
        .set({
          searchSynonyms: [
            ['vengayam', 'ulli', 'onion'],
            ['thayir', 'curd'],
          ],
        })
        .where(eq(stores.id, grocer.storeId));
      app.publicReads.invalidateStore(grocer.storeId);
      expect(await find('ulli')).toEqual(['Onion']);
      expect(await find('vengayam')).toEqual(['Onion']);
      expect(await find('thayir')).toEqual(['Fresh Curd']);
      const neighbour = await createTestStore(db, { products: [{ name: 'Onion' }, { name: 'Fresh Curd' }] });
      expect(await names({ storeId: neighbour.storeId, query: 'ulli' })).toEqual([]);
      expect(await names({ storeId: neighbour.storeId, query: 'thayir' })).toEqual([]);
    });

    it('corrects a typo only where nothing matches as typed, and never into an unrelated word', async () => {
      expect(await find('paneer')).toEqual(['Fresh Paneer']);
      expect(await find('panner')).toEqual(['Fresh Paneer']);
      expect(await find('tomatoe')).toEqual(['Fresh Tomato']);
    });
  });

  it('never returns a product whose first variant is hidden', async () => {
    expect(await names({ query: 'ketchup' })).toEqual([]);
    expect(await names({ query: 'tomato', size: '100' })).not.toContain('Tomato Ketchup');
  });

  it('never returns another store’s products', async () => {
    const response = await search({ query: 'tomato', storeId: otherShop.storeId });
    expect(response.json<ProductPage>()).toMatchObject({
      totalCount: 1,
      products: [{ name: 'Tomato', variants: [{ sellingPrice: 45 }] }],
    });
    expect(await names({ query: 'tomato', averageRating: '5' })).toEqual([]);
  });

  it('lists every shown product, newest first, without a query', async () => {
    expect(await names({})).toEqual([
      'Toned Milk',
      'Aashirvaad Atta 10 kg',
      'Aashirvaad Atta 5 kg',
      'Paneer',
      'Cherry Tomato',
      'Tomato',
    ]);
    expect(await names({ query: '  ' })).toHaveLength(6);
  });

  it('filters by subscribable', async () => {
    expect(await names({ isSubscribable: 'true', sortBy: 'name' })).toEqual(['Cherry Tomato', 'Paneer', 'Toned Milk']);
    expect(await names({ isSubscribable: 'false', sortBy: 'name' })).toEqual([
      'Aashirvaad Atta 10 kg',
      'Aashirvaad Atta 5 kg',
      'Tomato',
    ]);
  });

  it('filters by categories given as a comma list or repeated', async () => {
    const { Vegetables, Dairy } = shop.categoryIds as Record<string, string>;
    const expected = ['Cherry Tomato', 'Paneer', 'Tomato', 'Toned Milk'];
    expect(await names({ categoryIds: `${Vegetables},${Dairy}`, sortBy: 'name' })).toEqual(expected);
    expect(await names({ categoryIds: [Vegetables!, Dairy!], sortBy: 'name' })).toEqual(expected);
    expect(await names({ categoryIds: otherShop.categoryIds.Vegetables!, query: 'tomato' })).toEqual([]);
  });

  it('filters by the first variant’s selling price in rupees', async () => {
    expect(await names({ minSellingPrice: '40', maxSellingPrice: '120', sortBy: 'sellingPrice' })).toEqual([
      'Tomato',
      'Paneer',
      'Cherry Tomato',
    ]);
    expect(await names({ minSellingPrice: '250.5' })).toEqual(['Aashirvaad Atta 10 kg']);
  });

  it('filters by a minimum average rating', async () => {
    expect(await names({ averageRating: '4.5', sortBy: 'averageRating', sortOrder: 'DESC' })).toEqual([
      'Paneer',
      'Tomato',
    ]);
  });

  it('combines a query with filters', async () => {
    expect(await names({ query: 'tomato', isSubscribable: 'true' })).toEqual(['Cherry Tomato']);
  });

  it('sorts by name, price, rating and newest in either order', async () => {
    const all = ['Aashirvaad Atta 10 kg', 'Aashirvaad Atta 5 kg', 'Cherry Tomato', 'Paneer', 'Tomato', 'Toned Milk'];
    expect(await names({ sortBy: 'name' })).toEqual(all);
    expect(await names({ sortBy: 'name', sortOrder: 'DESC' })).toEqual([...all].reverse());
    expect(await names({ sortBy: 'sellingPrice' })).toEqual([
      'Toned Milk',
      'Tomato',
      'Paneer',
      'Cherry Tomato',
      'Aashirvaad Atta 5 kg',
      'Aashirvaad Atta 10 kg',
    ]);
    expect((await names({ sortBy: 'sellingPrice', sortOrder: 'DESC' }))[0]).toBe('Aashirvaad Atta 10 kg');
    expect((await names({ sortBy: 'averageRating' }))[0]).toBe('Cherry Tomato');
    expect((await names({ sortBy: 'averageRating', sortOrder: 'DESC' }))[0]).toBe('Paneer');
    expect((await names({ sortBy: 'newest' }))[0]).toBe('Toned Milk');
    expect((await names({ sortBy: 'newest', sortOrder: 'DESC' }))[0]).toBe('Tomato');
    expect(await names({ query: 'tomato', sortBy: 'sellingPrice', sortOrder: 'DESC' })).toEqual([
      'Cherry Tomato',
      'Tomato',
    ]);
  });

  it('pages the results', async () => {
    const page = (await search({ sortBy: 'name', page: '2', size: '4' })).json<ProductPage>();
    expect(page.products.map((p) => p.name)).toEqual(['Tomato', 'Toned Milk']);
    expect(page).toMatchObject({ page: 2, size: 4, totalPages: 2, totalCount: 6 });
  });

  it('uses the same number of SQL statements for 2 products as for 30', async () => {
    resetQueryCount();
    await search({ query: 'tomato atta milk', size: '2' });
    const small = queryCount();
    resetQueryCount();
    await search({ query: 'tomato atta milk', size: '30' });
    expect(queryCount()).toBe(small);
    resetQueryCount();
    await search({ size: '30' });
    expect(queryCount()).toBe(1);
  });

  it('finds products by their category’s new name after a rename', async () => {
    await db.update(categories).set({ name: 'Groceries' }).where(eq(categories.id, shop.categoryIds.Staples!));
    expect(await names({ query: 'groceries', sortBy: 'name' })).toEqual([
      'Aashirvaad Atta 10 kg',
      'Aashirvaad Atta 5 kg',
    ]);
  });

  it('drops a product whose first variant becomes hidden', async () => {
    const milk = shop.productIds['Toned Milk']!;
    // Direct writes tell this replica's read cache, as writers must.
    await db.update(productVariants).set({ isVisible: false }).where(eq(productVariants.productId, milk));
    app.publicReads.invalidateStore(shop.storeId);
    expect(await names({ query: 'milk' })).toEqual([]);
    await db.update(productVariants).set({ isVisible: true }).where(eq(productVariants.productId, milk));
    app.publicReads.invalidateStore(shop.storeId);
    expect(await names({ query: 'milk' })).toEqual(['Toned Milk']);
  });

  it('returns 404 when the store does not exist', async () => {
    const response = await search({ storeId: randomUUID(), query: 'tomato' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Store not found', code: 'NOT_FOUND' });
  });

  it("tells the store's highest shown price whatever the filters, out of stock included and hidden left out", async () => {
    const pricey = await createTestStore(db, {
      products: [
        { name: 'Saffron', variants: [{ sellingPrice: 780, availableQuantity: 0 }] },
        { name: 'Ghee 1 l', variants: [{ sellingPrice: 640 }] },
        { name: 'Gold Leaf', variants: [{ sellingPrice: 9_000, isVisible: false }] },
        { name: 'Salt', variants: [{ sellingPrice: 24 }] },
      ],
    });
    const highest = async (query: Query) => {
      const response = await search(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProductSearchPage>().highestSellingPrice;
    };
    expect(await highest({ storeId: pricey.storeId })).toBe(780);
    expect(await highest({ storeId: pricey.storeId, query: 'salt', maxSellingPrice: '100' })).toBe(780);
    // Tomato Ketchup's 99 is a hidden first variant: the store tops out at the 10 kg atta, not the other store.
    expect(await highest({})).toBe(480);
    expect(await highest({ storeId: otherShop.storeId, query: 'tomato' })).toBe(45);
    const empty = await createTestStore(db, {});
    expect(await highest({ storeId: empty.storeId })).toBe(0);
  });

  it('returns 400 for bad query values', async () => {
    const bad: Query[] = [
      { page: '0' },
      { size: '1000' },
      { sortBy: 'foo' },
      { sortOrder: 'up' },
      { minSellingPrice: 'abc' },
      { maxSellingPrice: '-1' },
      { minSellingPrice: '500', maxSellingPrice: '100' },
      { averageRating: '6' },
      { isSubscribable: 'yes' },
      { categoryIds: 'vegetables' },
      { storeId: 'not-a-uuid' },
      { query: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    const missingStore = await app.inject({ method: 'GET', url: '/api/search/products?query=tomato' });
    expect(missingStore.statusCode).toBe(400);
  });

  it('survives any text a shopper can type', async () => {
    for (const query of ["o'brien", 'a & b | !c', 'tomato:*', '\\', '%_', 'दूध', '(((', '<->']) {
      expect((await search({ query })).statusCode, query).toBe(200);
    }
  });
});
