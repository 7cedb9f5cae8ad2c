import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import {
  categoryListStatement,
  productDetailStatement,
  productListStatement,
} from '#src/modules/catalogue/catalogue.repository.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createBenchStore, type BenchStore } from '../../../../../bench/lib/catalogue-data.ts';
import { productSearchStatement, type ProductSearch } from './search.repository.ts';
import { searchWords } from './search.service.ts';

// The statements behind the catalogue and search reads must reach their rows through indexes. With
// sequential scans priced out (enable_seqscan = off), a statement that no index can serve still plans a
// Seq Scan, so a dropped index, or a condition that stops matching one, fails here (on PGlite and on
// PostgreSQL alike) without needing a store big enough for the planner's own preference.

const { database } = await createTestApp();
const { db } = database;
/** The tables that grow with the catalogue. */
const BIG_TABLES = ['products', 'product_variants', 'search_terms', 'categories', 'shown_product_counts'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The statement's plan; `before` runs first in the same transaction, which is rolled back. */
async function plan(statement: SQL, before?: SQL): Promise<PlanNode[]> {
  let planNodes: PlanNode[] = [];
  await (db as Db)
    .transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      if (before) await tx.execute(before);
      const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) ${statement}`,
      );
      const raw = row!['QUERY PLAN'];
      const [{ Plan }] = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
      planNodes = nodes(Plan);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return planNodes;
}

class RolledBack extends Error {}

const seqScans = (planNodes: PlanNode[]) =>
  planNodes
    .filter((node) => node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? ''))
    .map((node) => node['Relation Name']);
/** Sorts of products rows: a page that is read off an index in its order needs none. */
const productSorts = (planNodes: PlanNode[]) =>
  planNodes.filter(
    (node) => node['Node Type'] === 'Sort' && nodes(node).some((child) => child['Relation Name'] === 'products'),
  );
const indexes = (planNodes: PlanNode[]) => planNodes.map((node) => node['Index Name']).filter(Boolean);

let shop: BenchStore;

beforeAll(async () => {
  // Thousands of products, as the benchmark writes them: enough for the planner's own choices to be the
  // ones a real store gets.
  shop = await createBenchStore(db, 3_000);
}, 120_000);

const search = (text: string, extra: Partial<ProductSearch> = {}): SQL =>
  productSearchStatement({
    storeId: shop.storeId,
    locale: 'en',
    words: searchWords(text),
    sortOrder: 'ASC',
    page: 1,
    size: 30,
    ...extra,
  });

describe('the hot catalogue and search statements', () => {
  it('pages the product list through an index of products, in its order (in stock first, best sellers first)', async () => {
    const planNodes = await plan(productListStatement({ storeId: shop.storeId, locale: 'en', page: 1, size: 30 }));
    expect(seqScans(planNodes)).toEqual([]);
    expect(indexes(planNodes)).toContain('products_shown_stock_popular_idx');
    // A page is read off the index: no sort of the store's shown products.
    expect(productSorts(planNodes)).toEqual([]);
  });

  it('pages a category through an index of products', async () => {
    const categoryId = shop.categoryIds[1]!;
    const planNodes = await plan(
      productListStatement({ storeId: shop.storeId, locale: 'en', categoryId, page: 1, size: 30 }),
    );
    expect(seqScans(planNodes)).toEqual([]);
    expect(indexes(planNodes)).toContain('products_shown_category_stock_popular_idx');
    expect(productSorts(planNodes)).toEqual([]);
  });

  it('reads a product page and the category list by key', async () => {
    const detail = await plan(productDetailStatement({ storeId: shop.storeId, locale: 'en' }, shop.productIds[0]!));
    expect(seqScans(detail)).toEqual([]);
    expect(seqScans(await plan(categoryListStatement({ storeId: shop.storeId, locale: 'en' })))).toEqual([]);
  });

  it('reads the same ways in Hindi: translated texts change what is written, not how rows are found', async () => {
    const list = await plan(productListStatement({ storeId: shop.storeId, locale: 'hi', page: 1, size: 30 }));
    expect(seqScans(list)).toEqual([]);
    expect(indexes(list)).toContain('products_shown_stock_popular_idx');
    expect(productSorts(list)).toEqual([]);
    const detail = await plan(productDetailStatement({ storeId: shop.storeId, locale: 'hi' }, shop.productIds[0]!));
    expect(seqScans(detail)).toEqual([]);
    expect(seqScans(await plan(categoryListStatement({ storeId: shop.storeId, locale: 'hi' })))).toEqual([]);
    const words = await plan(search('paneer', { locale: 'hi' }));
    expect(indexes(words).filter((name) => name?.endsWith('search_vector_idx'))).not.toEqual([]);
  });

  it('finds words through a search-vector index', async () => {
    for (const text of ['tomato', 'panner', 'basmati rice', 'amul ghee']) {
      const planNodes = await plan(search(text));
      expect(seqScans(planNodes), text).toEqual([]);
      expect(
        indexes(planNodes).filter((name) => name?.endsWith('search_vector_idx')),
        text,
      ).not.toEqual([]);
    }
  });

  it('among many stores, finds words through the index led by the store, the store in its condition', async () => {
    // Alone in the test database the store is the whole table, and the planner rightly takes the global index;
    // among hundreds of stores it takes the one led by the store (bench:search-stores). Without the global
    // index, as the planner leaves it there, the statement must match the store inside the index.
    for (const text of ['tomato', 'panner', 'basmati rice', 'amul ghee']) {
      const planNodes = await plan(search(text), sql`DROP INDEX products_search_vector_idx`);
      expect(seqScans(planNodes), text).toEqual([]);
      const probes = planNodes.filter((node) => node['Index Name'] === 'products_store_search_vector_idx');
      expect(probes.length, text).toBeGreaterThan(0);
      for (const probe of probes) expect(probe['Index Cond'], text).toMatch(/store_id = /);
    }
  });

  it("corrects a typo from the store's own dictionary: every probe of it is led by the store", async () => {
    const planNodes = await plan(search('panner'));
    // The primary key (store, term) or the trigram index led by the store (decision 051), whichever the
    // planner prices lower: either reads this store's words only. The global trigram index did not.
    const probes = planNodes.filter((node) => node['Index Name']?.startsWith('search_terms_'));
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) expect(probe['Index Cond'], probe['Index Name']).toMatch(/store_id = /);
  });

  it('filters and sorts without words through the products indexes', async () => {
    const byRating = await plan(
      search('', { categoryIds: [shop.categoryIds[1]!], isSubscribable: true, sortBy: 'averageRating' }),
    );
    expect(seqScans(byRating)).toEqual([]);
    const byPrice = await plan(
      search('', { minSellingPricePaise: 2_500, maxSellingPricePaise: 5_000, sortBy: 'sellingPrice' }),
    );
    expect(seqScans(byPrice)).toEqual([]);
  });

  it("reads the store's highest shown price off the price index", async () => {
    const planNodes = await plan(search('tomato'));
    const priceProbes = planNodes.filter((node) => node['Index Name'] === 'products_shown_stock_price_idx');
    // One probe per stock half, each the index's last entry (max() planned as a backward scan, LIMIT 1).
    expect(priceProbes.map((node) => node['Node Type'])).toEqual([
      expect.stringMatching(/^Index( Only)? Scan$/),
      expect.stringMatching(/^Index( Only)? Scan$/),
    ]);
  });
});
