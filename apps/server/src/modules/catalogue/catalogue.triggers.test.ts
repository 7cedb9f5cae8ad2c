import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  productVariants,
  products,
  searchTerms,
  shownProductCounts,
  stores,
} from '#src/db/schema/index.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createTestStore } from './catalogue.test-data.ts';

// The database keeps the shop window (is_shown, shown price), the search vector, the search dictionary and
// the shown-product counts (migrations 0003, 0004); whoever writes products must find them right.

const { database } = await createTestApp();
const { db } = database;

async function countsOf(storeId: string) {
  const kept = await db
    .select({ key: shownProductCounts.categoryKey, n: shownProductCounts.shownCount })
    .from(shownProductCounts)
    .where(eq(shownProductCounts.storeId, storeId));
  return Object.fromEntries(kept.filter((row) => row.n !== 0).map((row) => [row.key, row.n]));
}

async function recountedOf(storeId: string) {
  const rows = await db
    .select({
      key: sql<string>`coalesce(${products.categoryId}, '00000000-0000-0000-0000-000000000000')`,
      n: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.isShown, true)))
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

async function expectCountsRight(storeId: string) {
  expect(await countsOf(storeId)).toEqual(await recountedOf(storeId));
}

const shown = async (productId: string) => (await db.select().from(products).where(eq(products.id, productId)))[0]!;

describe('catalogue triggers', () => {
  it('show a product by its first variant and price it by that variant', async () => {
    const shop = await createTestStore(db, {
      products: [{ name: 'Ghee', variants: [{ sellingPrice: 500, isVisible: false }, { sellingPrice: 260 }] }],
    });
    const ghee = shop.productIds.Ghee!;
    expect(await shown(ghee)).toMatchObject({ isShown: false, shownSellingPricePaise: 50_000 });
    // Reordering makes the visible variant the first one.
    await db
      .update(productVariants)
      .set({ position: 9 })
      .where(and(eq(productVariants.productId, ghee), eq(productVariants.position, 0)));
    expect(await shown(ghee)).toMatchObject({ isShown: true, shownSellingPricePaise: 26_000 });
    await db.delete(productVariants).where(eq(productVariants.productId, ghee));
    expect(await shown(ghee)).toMatchObject({ isShown: false, shownSellingPricePaise: null });
  });

  it('keep the shown-product counts right through every kind of change', async () => {
    const shop = await createTestStore(db, {
      categories: [{ name: 'Dairy' }, { name: 'Bakery' }],
      products: [
        { name: 'Milk', category: 'Dairy' },
        { name: 'Curd', category: 'Dairy' },
        { name: 'Bread', category: 'Bakery' },
        { name: 'Bun', category: 'Bakery', variants: [{ sellingPrice: 20, isVisible: false }] },
        { name: 'Salt' },
      ],
    });
    const { Milk, Curd, Bread, Bun } = shop.productIds as Record<string, string>;
    await expectCountsRight(shop.storeId);
    expect(await countsOf(shop.storeId)).toEqual({
      [shop.categoryIds.Dairy!]: 2,
      [shop.categoryIds.Bakery!]: 1,
      '00000000-0000-0000-0000-000000000000': 1,
    });
    await db.update(productVariants).set({ isVisible: true }).where(eq(productVariants.productId, Bun!));
    await db.update(productVariants).set({ isVisible: false }).where(eq(productVariants.productId, Milk!));
    await expectCountsRight(shop.storeId);
    await db.update(products).set({ categoryId: shop.categoryIds.Bakery }).where(eq(products.id, Curd!));
    await expectCountsRight(shop.storeId);
    await db.delete(products).where(eq(products.id, Bread!));
    await expectCountsRight(shop.storeId);
    await db.delete(categories).where(eq(categories.id, shop.categoryIds.Bakery!));
    await expectCountsRight(shop.storeId);
    expect(await countsOf(shop.storeId)).toEqual({ '00000000-0000-0000-0000-000000000000': 3 });
  });

  it('index name, brand and category name, and learn the words of a renamed product', async () => {
    const shop = await createTestStore(db, {
      categories: [{ name: 'Staples' }],
      products: [{ name: 'Sona Masoori Rice', brand: 'Daawat', category: 'Staples' }],
    });
    const rice = shop.productIds['Sona Masoori Rice']!;
    expect((await shown(rice)).searchVector).toBe("'daawat':4B 'masoori':2A 'rice':3A 'sona':1A 'staples':5C");
    await db.update(products).set({ name: 'Kolam Rice' }).where(eq(products.id, rice));
    const words = await db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(eq(searchTerms.storeId, shop.storeId));
    expect(words.map((w) => w.term).sort()).toEqual(['daawat', 'kolam', 'masoori', 'rice', 'sona', 'staples']);
  });

  it('let a whole store be deleted with its catalogue', async () => {
    const shop = await createTestStore(db, {
      categories: [{ name: 'Fruits' }],
      products: [{ name: 'Mango', category: 'Fruits' }, { name: 'Loose Jaggery' }],
    });
    await db.delete(stores).where(eq(stores.id, shop.storeId));
    expect(await db.select().from(products).where(eq(products.storeId, shop.storeId))).toEqual([]);
    expect(await countsOf(shop.storeId)).toEqual({});
  });
});
