/**
 * One store's search on a crowded platform: the same store (5,000 products) in a database of its own and in
 * one with BENCH_STORES stores of 5,000 products (default 200: a million products), each a throwaway
 * database on one PostgreSQL server, dropped at the end. Prints each statement the search routes run
 * (plain word, two words, filters, typo correction, suggestions; the product list as a control) for the
 * store alone and crowded, side by side: the database's time for the prepared statement (the routes prepare
 * theirs), median of BENCH_ROUNDS, the two databases in turn (the order swapped each round). Aim: crowded within
 * 1.25× of alone on every statement (decision 051).
 *
 * The crowd is written with set operations: one generated store, then copies of its rows under new stores
 * (triggers off, their outputs copied), so a million products take minutes.
 *
 *   npm run bench:search-stores
 *   (needs DATABASE_URL or TEST_DATABASE_URL, a PostgreSQL server it may create databases on;
 *   BENCH_STORES (200), BENCH_ROUNDS (31); BENCH_GLOBAL_INDEXES=1 measures again with the search indexes
 *   as they were before decision 051, global, on the same data; BENCH_PLANS=1 prints the plans with their
 *   buffers, BENCH_ONLY=<part of a statement's name> only those)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { ProductSearchQuery } from '@haat/contract/catalogue/catalogue.schemas';
import { connectDatabase, type Database, type Db } from '../apps/server/src/db/connect.ts';
import { productListStatement } from '../apps/server/src/modules/catalogue/catalogue.repository.ts';
import { searchProducts } from '../apps/server/src/modules/search/search.service.ts';
import { suggestSearchesFor } from '../apps/server/src/modules/search/search-suggestions.service.ts';
import { selectPreparedRows, selectRows } from '../apps/server/src/db/select-rows.ts';
import { sql } from 'drizzle-orm';
import { createBenchStore, type BenchStore } from './lib/catalogue-data.ts';
import { withThrowawayDatabase } from './lib/throwaway-database.ts';

const STORES = Number(process.env.BENCH_STORES ?? 200);
const PRODUCTS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31);
/** Stores copied per transaction: 100,000 products. */
const COPY_BATCH = 20;
const AIM = 1.25;

/** One read a search route makes, run through the route's own service so the statement is the real one. */
interface Read {
  name: string;
  run: (db: Db, store: BenchStore) => Promise<unknown>;
}

const search =
  (query: string, extra: Partial<ProductSearchQuery> = {}): Read['run'] =>
  (db, store) =>
    searchProducts(db, { storeId: store.storeId, query, page: 1, sortOrder: 'ASC', ...extra }, 'en');
const suggest =
  (query: string): Read['run'] =>
  (db, store) =>
    suggestSearchesFor(db, { storeId: store.storeId, query }, 'en');

const READS: Read[] = [
  { name: "search 'rice'", run: search('rice') },
  { name: "search 'tomato'", run: search('tomato') },
  { name: "search 'amul ghee'", run: search('amul ghee') },
  { name: "search 'basmati rice'", run: search('basmati rice') },
  { name: "search 'atta 5 kg'", run: search('atta 5 kg') },
  {
    name: "search 'rice' + price + rating, by price",
    run: search('rice', { minSellingPrice: 100, maxSellingPrice: 1500, averageRating: 3, sortBy: 'sellingPrice' }),
  },
  {
    name: 'filters only (3 categories, subscribable)',
    run: (db, store) =>
      search('', { categoryIds: store.categoryIds.slice(0, 3), isSubscribable: true, sortBy: 'averageRating' })(
        db,
        store,
      ),
  },
  { name: "search 'panner' (typo)", run: search('panner') },
  { name: "search 'tomatoe' (typo)", run: search('tomatoe') },
  { name: "search 'tamatar' (synonym)", run: search('tamatar') },
  { name: "suggestions 'pa'", run: suggest('pa') },
  { name: "suggestions 'amul g'", run: suggest('amul g') },
  { name: "suggestions 'panne'", run: suggest('panne') },
  {
    name: 'product list page 1 (control)',
    run: (db, store) =>
      selectPreparedRows(db, productListStatement({ storeId: store.storeId, locale: 'en', page: 1, size: 30 })),
  },
];

/** A read's statement as the service sends it: text and values, captured from the driver's logger. */
interface Statement {
  text: string;
  values: unknown[];
}

interface Side {
  name: 'alone' | 'crowded';
  database: Database;
  store: BenchStore;
  /** A connection of its own: the statements run prepared on it, as on the server's pool. */
  client: pg.Client;
  url: string;
  statements: Statement[];
}

interface Figure {
  indexes: string;
  statement: string;
  aloneMs: number;
  crowdedMs: number;
  ratio: number;
}

/**
 * Copies `template`'s catalogue into `count` new stores, with set operations and triggers off: each table's
 * rows once per store, new ids through a map, what the triggers keep (search vectors, dictionary, counts)
 * copied with them.
 */
async function copyStores(db: Db, template: BenchStore, count: number): Promise<void> {
  const columns = async (table: string) =>
    (
      await selectRows<{ name: string }>(
        db,
        sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
      )
    ).map((row) => row.name);
  const categoryColumns = await columns('categories');
  const productColumns = await columns('products');
  const variantColumns = await columns('product_variants');
  // Each column of the copy: the mapped id where the column is a key, the template's value otherwise.
  const select = (all: string[], mapped: Record<string, string>) =>
    all.map((column) => mapped[column] ?? `t.${column}`).join(', ');
  for (let done = 0; done < count; done += COPY_BATCH) {
    const batch = Math.min(COPY_BATCH, count - done);
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE new_stores ON COMMIT DROP AS
        SELECT gen_random_uuid() AS id, gen_random_uuid() AS org_id FROM generate_series(1, ${batch})`);
      await tx.execute(sql`INSERT INTO orgs (id, name) SELECT org_id, 'Bench Neighbour Org' FROM new_stores`);
      await tx.execute(sql`INSERT INTO stores
          (id, org_id, friendly_id, name, location_name, primary_color, secondary_color, neutral_color)
        SELECT id, org_id, 'bench-' || substr(md5(random()::text), 1, 8), 'Neighbour Store', 'Pune',
          '#0f766e', '#f59e0b', '#64748b'
        FROM new_stores`);
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`CREATE TEMP TABLE category_map ON COMMIT DROP AS
        SELECT s.id AS store_id, c.id AS old_id, gen_random_uuid() AS new_id
        FROM new_stores s CROSS JOIN categories c WHERE c.store_id = ${template.storeId}`);
      await tx.execute(
        sql.raw(`INSERT INTO categories (${categoryColumns.join(', ')})
        SELECT ${select(categoryColumns, { id: 'm.new_id', store_id: 'm.store_id' })}
        FROM category_map m JOIN categories t ON t.id = m.old_id`),
      );
      await tx.execute(sql`CREATE TEMP TABLE product_map ON COMMIT DROP AS
        SELECT s.id AS store_id, p.id AS old_id, gen_random_uuid() AS new_id
        FROM new_stores s CROSS JOIN products p WHERE p.store_id = ${template.storeId}`);
      await tx.execute(
        sql.raw(`INSERT INTO products (${productColumns.join(', ')})
        SELECT ${select(productColumns, { id: 'm.new_id', store_id: 'm.store_id', category_id: 'c.new_id' })}
        FROM product_map m JOIN products t ON t.id = m.old_id
        LEFT JOIN category_map c ON c.old_id = t.category_id AND c.store_id = m.store_id`),
      );
      const variantCopy = variantColumns.filter((column) => column !== 'id');
      await tx.execute(
        sql.raw(`INSERT INTO product_variants (${variantCopy.join(', ')})
        SELECT ${select(variantCopy, { store_id: 'm.store_id', product_id: 'm.new_id' })}
        FROM product_map m JOIN product_variants t ON t.product_id = m.old_id`),
      );
      await tx.execute(sql`INSERT INTO search_terms (store_id, term)
        SELECT s.id, t.term FROM new_stores s CROSS JOIN search_terms t WHERE t.store_id = ${template.storeId}`);
      await tx.execute(sql`INSERT INTO shown_product_counts (store_id, category_key, shown_count)
        SELECT s.id, coalesce(c.new_id, t.category_key), t.shown_count
        FROM new_stores s CROSS JOIN shown_product_counts t
        LEFT JOIN category_map c ON c.store_id = s.id AND c.old_id = t.category_key
        WHERE t.store_id = ${template.storeId}`);
    });
    process.stderr.write(`  ${done + batch} of ${count} neighbouring stores copied\n`);
  }
}

/** The search indexes before decision 051 (global only), or as it has them (global and led by the store). */
async function useIndexes(db: Db, kind: 'store-scoped' | 'global'): Promise<void> {
  if (kind === 'global') {
    await db.execute(sql`DROP INDEX IF EXISTS products_store_search_vector_idx`);
    await db.execute(sql`DROP INDEX IF EXISTS search_terms_store_term_trgm_idx`);
    await db.execute(sql`CREATE INDEX IF NOT EXISTS products_search_vector_idx ON products USING gin (search_vector)`);
    await db.execute(sql`CREATE INDEX search_terms_term_trgm_idx ON search_terms USING gin (term gin_trgm_ops)`);
  }
  // INDEX_CLEANUP ON: with one store's dead rows under 2 % of a million products' pages, VACUUM would skip
  // the indexes, and the crowded store's matches would be read twice (its rows before its variants' trigger).
  for (const table of ['products', 'product_variants', 'search_terms']) {
    await db.execute(sql.raw(`VACUUM (ANALYZE, INDEX_CLEANUP ON) ${table}`));
  }
}

/** Each read's statements, captured while the service runs it once on `side`'s database. */
async function capture(side: Side, connect: (onQuery: (text: string, values: unknown[]) => void) => Promise<Database>) {
  let captured: Statement[] = [];
  const database = await connect((text, values) => captured.push({ text, values }));
  try {
    const statements: Statement[] = [];
    for (const read of READS) {
      captured = [];
      await read.run(database.db, side.store);
      if (captured.length !== 1) throw new Error(`${read.name}: ${captured.length} statements, expected one`);
      statements.push(captured[0]!);
    }
    return statements;
  } finally {
    await database.close();
  }
}

/** A value as SQL text, for EXECUTE: the statements' values are text, numbers, booleans or null. */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return client.escapeLiteral(value);
  throw new Error(`No literal for ${typeof value}`);
}

/**
 * The database's time for one execution of the prepared statement, in ms: planning (when the plan cache
 * plans it again) and execution, as EXPLAIN ANALYZE of EXECUTE reports them. The server's own clock: a
 * busy client does not count. The first executions plan and warm; they are not counted.
 */
async function timeOnce(side: Side, index: number): Promise<number> {
  const { values } = side.statements[index]!;
  const args = values.length > 0 ? `(${values.map((value) => literal(side.client, value)).join(', ')})` : '';
  const result = await side.client.query<{ 'QUERY PLAN': [{ 'Planning Time'?: number; 'Execution Time': number }] }>(
    `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) EXECUTE bench_${index}${args}`,
  );
  const [plan] = result.rows[0]!['QUERY PLAN'];
  return (plan['Planning Time'] ?? 0) + plan['Execution Time'];
}

/** Each read's statement prepared on the side's connection, under its number. */
async function prepare(side: Side): Promise<void> {
  for (const [index, { text }] of side.statements.entries())
    await side.client.query(`PREPARE bench_${index} AS ${text}`);
}

async function measure(indexes: string, alone: Side, crowded: Side): Promise<Figure[]> {
  const sides = [alone, crowded];
  for (const side of sides) for (let index = 0; index < READS.length; index += 1) await timeOnce(side, index);
  const times = READS.map(() => ({ alone: [] as number[], crowded: [] as number[] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let index = 0; index < READS.length; index += 1) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        times[index]![side.name].push(await timeOnce(side, index));
      }
    }
  }
  return READS.map((read, index) => {
    const aloneMs = round(median(times[index]!.alone));
    const crowdedMs = round(median(times[index]!.crowded));
    return { indexes, statement: read.name, aloneMs, crowdedMs, ratio: round(crowdedMs / aloneMs) };
  });
}

/** Each statement's plan on each side, with its buffers (BENCH_PLANS=1; BENCH_ONLY=<part of a name>). */
async function printPlans(sides: Side[]): Promise<void> {
  for (const [index, read] of READS.entries()) {
    if (process.env.BENCH_ONLY && !read.name.includes(process.env.BENCH_ONLY)) continue;
    for (const side of sides) {
      const { values } = side.statements[index]!;
      const args = values.length > 0 ? `(${values.map((value) => literal(side.client, value)).join(', ')})` : '';
      const result = await side.client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE bench_${index}${args}`,
      );
      console.log(`\n--- ${side.name}: ${read.name}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function openSide(name: Side['name'], url: string, store: BenchStore, database: Database): Promise<Side> {
  const side: Side = { name, url, store, database, client: new pg.Client({ connectionString: url }), statements: [] };
  side.statements = await capture(side, (onQuery) => connectDatabase({ databaseUrl: url, onQuery }));
  await side.client.connect();
  await prepare(side);
  return side;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('bench:search-stores needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const figures: Figure[] = [];
  await withThrowawayDatabase(adminUrl, 'bench_alone', (aloneUrl) =>
    withThrowawayDatabase(adminUrl, 'bench_crowded', async (crowdedUrl) => {
      const aloneDatabase = await connectDatabase({ databaseUrl: aloneUrl });
      const crowdedDatabase = await connectDatabase({ databaseUrl: crowdedUrl });
      const sides: Side[] = [];
      try {
        const aloneStore = await createBenchStore(aloneDatabase.db, PRODUCTS);
        // The measured store among its neighbours: half of them written before it, half after.
        const template = await createBenchStore(crowdedDatabase.db, PRODUCTS);
        const before = Math.floor((STORES - 2) / 2);
        await copyStores(crowdedDatabase.db, template, before);
        const crowdedStore = await createBenchStore(crowdedDatabase.db, PRODUCTS);
        await copyStores(crowdedDatabase.db, template, STORES - 2 - before);
        for (const database of [aloneDatabase, crowdedDatabase]) await useIndexes(database.db, 'store-scoped');
        const [{ products }] = (await selectRows<{ products: number }>(
          crowdedDatabase.db,
          sql`SELECT count(*)::int AS products FROM products`,
        )) as [{ products: number }];
        console.error(`${STORES} stores, ${products} products written in ${seconds()}`);

        sides.push(await openSide('alone', aloneUrl, aloneStore, aloneDatabase));
        sides.push(await openSide('crowded', crowdedUrl, crowdedStore, crowdedDatabase));
        figures.push(...(await measure('store-scoped', sides[0]!, sides[1]!)));
        if (process.env.BENCH_PLANS) await printPlans(sides);
        if (process.env.BENCH_GLOBAL_INDEXES) {
          for (const side of sides) {
            await useIndexes(side.database.db, 'global');
            // A new connection: statements prepared on the dropped indexes are prepared again.
            await side.client.end();
            side.client = new pg.Client({ connectionString: side.url });
            await side.client.connect();
            await prepare(side);
          }
          figures.push(...(await measure('global', sides[0]!, sides[1]!)));
        }
      } finally {
        for (const side of sides) await side.client.end();
        await aloneDatabase.close();
        await crowdedDatabase.close();
      }
    }),
  );
  console.error(`done in ${seconds()}`);

  console.log(`\nOne store's search, alone and among ${STORES} stores of ${PRODUCTS} products`);
  console.log(
    `Database time of the prepared statement (planning + execution), median of ${ROUNDS}, in turn (aim: crowded ≤ ${AIM}× alone)`,
  );
  console.table(
    figures.map(({ indexes, statement, aloneMs, crowdedMs, ratio }) => ({
      indexes,
      statement,
      'alone ms': aloneMs,
      'crowded ms': crowdedMs,
      'crowded / alone': ratio,
    })),
  );
  const report = {
    benchmark: 'search-stores',
    at: new Date().toISOString(),
    stores: STORES,
    products: PRODUCTS,
    figures,
  };
  const folder = new URL('./results/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    new URL(`search-stores-${report.at.replace(/[:.]/g, '-')}.json`, folder),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const missed = figures.filter((figure) => figure.indexes === 'store-scoped' && figure.ratio > AIM);
  if (missed.length > 0) console.log(`Above ${AIM}×: ${missed.map((figure) => figure.statement).join(', ')}`);
}

await main();
