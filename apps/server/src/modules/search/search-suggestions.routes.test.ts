import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSuggestionsSchema, type SearchSuggestion } from '@haat/contract/catalogue/search-suggestions.schemas';
import { categories, products } from '#src/db/schema/index.ts';
import { createTestStore, type TestStore } from '#src/modules/catalogue/catalogue.test-data.ts';
import { expectContractBody } from '#src/testing/contract-body.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const { app, database } = await createTestApp();
const { db } = database;

let shop: TestStore;
let otherShop: TestStore;

beforeAll(async () => {
  shop = await createTestStore(db, {
    categories: [{ name: 'Dairy' }, { name: 'Vegetables' }, { name: 'Snacks' }, { name: 'Dairy Sweets' }],
    products: [
      { name: 'Fresh Paneer', category: 'Dairy' },
      { name: 'Malai Paneer', category: 'Dairy' },
      { name: 'Paneer Tikka Masala', category: 'Snacks' },
      { name: 'Pani Puri', category: 'Snacks' },
      { name: 'Toned Milk', category: 'Dairy' },
      { name: 'Fresh Tomato', category: 'Vegetables' },
      { name: 'Tamarind', category: 'Vegetables' },
      { name: 'Rasgulla', category: 'Dairy Sweets' },
      ...Array.from({ length: 12 }, (_, n) => ({ name: `Pantry Pack ${n + 1}`, category: 'Snacks' })),
    ],
  });
  await db
    .update(products)
    .set({ translations: { hi: { name: 'ताज़ा पनीर' } } })
    .where(eq(products.id, shop.productIds['Fresh Paneer']!));
  await db
    .update(products)
    .set({ translations: { hi: { name: 'ताज़ा टमाटर' } } })
    .where(eq(products.id, shop.productIds['Fresh Tomato']!));
  await db
    .update(categories)
    .set({ translations: { hi: { name: 'दूध-दही' } } })
    .where(eq(categories.id, shop.categoryIds.Dairy!));
  otherShop = await createTestStore(db, {
    categories: [{ name: 'Dairy' }],
    products: [
      { name: 'Paneer Other Store', category: 'Dairy' },
      { name: 'Zanzibar Paneer', category: 'Dairy' },
    ],
  });
});

const ask = (query: string, options: { store?: TestStore; language?: string } = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/search/suggestions',
    query: { storeId: (options.store ?? shop).storeId, query },
    headers: options.language ? { 'accept-language': options.language } : {},
  });
const suggest = async (query: string, options: { store?: TestStore; language?: string } = {}) =>
  expectContractBody(await ask(query, options), searchSuggestionsSchema).suggestions;
/** 'query: paneer', 'category: Dairy', 'product: Fresh Paneer'. */
const said = (suggestions: SearchSuggestion[]) =>
  suggestions.map((s) => (s.kind === 'query' ? `query: ${s.query}` : `${s.kind}: ${s.name}`));

describe('GET /api/search/suggestions', () => {
  it('completes the last word and offers the products it begins, the best match first', async () => {
    const suggestions = await suggest('pane');
    expect(said(suggestions)[0]).toBe('query: paneer');
    expect(said(suggestions).slice(1).sort()).toEqual([
      'product: Fresh Paneer',
      'product: Malai Paneer',
      'product: Paneer Tikka Masala',
    ]);
    const product = suggestions.find((s) => s.kind === 'product')!;
    expect(product).toMatchObject({ id: expect.any(String), thumbnail: expect.any(String) });
  });

  it('answers at most 8: two words, two categories, products for the rest', async () => {
    const suggestions = await suggest('pa');
    expect(suggestions).toHaveLength(8);
    expect(suggestions.filter((s) => s.kind === 'query').length).toBeLessThanOrEqual(2);
    expect(suggestions.filter((s) => s.kind === 'category').length).toBeLessThanOrEqual(2);
    const kinds = suggestions.map((s) => s.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order[a] - order[b]));
  });

  it('offers first the completion the best sellers hold, not the shortest', async () => {
    const sell = async (sold: Record<string, number>) => {
      for (const [name, recentUnitsSold] of Object.entries(sold)) {
        await db.update(products).set({ recentUnitsSold }).where(eq(products.id, shop.productIds[name]!));
      }
      app.publicReads.invalidateStore(shop.storeId);
    };
    await sell({ 'Fresh Paneer': 40, 'Pani Puri': 0 });
    expect(said(await suggest('pan'))[0]).toBe('query: paneer');
    await sell({ 'Fresh Paneer': 0, 'Pani Puri': 40 });
    expect(said(await suggest('pan'))[0]).toBe('query: pani');
    await sell({ 'Pani Puri': 0 });
  });

  it('answers a single letter with words and categories only', async () => {
    const suggestions = await suggest('d');
    expect(suggestions.map((s) => s.kind)).not.toContain('product');
    expect(said(suggestions)).toContain('category: Dairy');
  });

  it('offers the categories a prefix names', async () => {
    expect(said(await suggest('dair'))).toEqual(
      expect.arrayContaining(['category: Dairy', 'category: Dairy Sweets', 'query: dairy']),
    );
  });

  it('understands a Hinglish word being typed: tama… offers tamatar and the tomatoes', async () => {
    const found = said(await suggest('tama'));
    expect(found).toContain('query: tamatar');
    // One spelling of a word, not its variants too.
    expect(found).not.toContain('query: tamater');
    expect(found).toContain('product: Fresh Tomato');
    expect(found).toContain('product: Tamarind');
  });

  it('corrects a typo where nothing begins with it', async () => {
    expect(said(await suggest('paner'))).toEqual(expect.arrayContaining(['query: paneer', 'product: Fresh Paneer']));
  });

  it('keeps the earlier words and completes the last', async () => {
    const found = said(await suggest('fresh pan'));
    expect(found).toContain('query: fresh paneer');
    expect(found).toContain('product: Fresh Paneer');
    expect(found).not.toContain('product: Malai Paneer');
  });

  it("speaks the page's language and finds Hindi script", async () => {
    expect(said(await suggest('pane', { language: 'hi' }))).toContain('product: ताज़ा पनीर');
    const hindi = said(await suggest('पनी', { language: 'hi' }));
    expect(hindi).toContain('query: पनीर');
    expect(hindi).toContain('product: ताज़ा पनीर');
    expect(said(await suggest('दूध', { language: 'hi' }))).toContain('category: दूध-दही');
    expect(said(await suggest('tama', { language: 'hi' }))).toContain('product: ताज़ा टमाटर');
  });

  it('never offers another store’s products, categories or words', async () => {
    const found = said(await suggest('zanzi'));
    expect(found).toEqual([]);
    expect(said(await suggest('paneer o'))).not.toContain('product: Paneer Other Store');
    expect(said(await suggest('zanzi', { store: otherShop }))).toContain('product: Zanzibar Paneer');
  });

  it('answers nothing rather than noise for words the store has nothing like', async () => {
    for (const query of ['xqzvw', 'qwerty asdf', '!!!', '%_', 'ॐॐ']) {
      expect(await suggest(query), query).toEqual([]);
    }
  });

  it('refuses an empty, blank or too long query and a bad store with 400 { message }', async () => {
    for (const query of ['', '   ', 'x'.repeat(101)]) {
      const response = await ask(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    const noQuery = await app.inject({ method: 'GET', url: `/api/search/suggestions?storeId=${shop.storeId}` });
    expect(noQuery.statusCode).toBe(400);
    const badStore = await app.inject({ method: 'GET', url: '/api/search/suggestions?storeId=nope&query=pan' });
    expect(badStore.statusCode).toBe(400);
    expect(badStore.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/search/suggestions?storeId=00000000-0000-4000-8000-000000000000&query=pan',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

const order = { query: 0, category: 1, product: 2 } as const;
