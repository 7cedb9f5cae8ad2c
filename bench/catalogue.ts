/**
 * Catalogue benchmark: a store of 50,000 products, the catalogue and search endpoints under concurrent
 * load, on PGlite and — when DATABASE_URL or TEST_DATABASE_URL is set — on PostgreSQL (in a schema of
 * its own, dropped at the end). Prints requests/s, p50 and p99 per endpoint, the EXPLAIN ANALYZE
 * execution time of the list and search statements, the search suggestions' server time (p50 and p99 over
 * every prefix of what shoppers type), and writes the figures as JSON to bench/results/.
 *
 *   npm run bench:catalogue
 *   (BENCH_PRODUCTS, BENCH_CONNECTIONS, BENCH_SECONDS override the sizes; BENCH_ENGINES=pglite or postgres
 *   runs one engine; BENCH_PLANS=1 prints the EXPLAIN ANALYZE plans; BENCH_ONLY=home measures the endpoints
 *   and statements whose name holds the word)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, randomSchemaName, type Database } from '../apps/server/src/db/connect.ts';
import { popularProductsSize } from '@haat/contract/constants';
import { refreshProductSales } from '../apps/server/src/modules/catalogue/product-sales.job.ts';
import { productListStatement } from '../apps/server/src/modules/catalogue/catalogue.repository.ts';
import { productSearchStatement, type ProductSearch } from '../apps/server/src/modules/search/search.repository.ts';
import { searchWords } from '../apps/server/src/modules/search/search.service.ts';
import { suggestSearchesFor } from '../apps/server/src/modules/search/search-suggestions.service.ts';
import { createBenchStore, type BenchStore } from './lib/catalogue-data.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const SEARCH_TEXTS = ['tomatoe', 'panner', 'atta 5', 'basmati rice', 'amul ghee', 'haldiram namkeen'];
/** Typed a letter at a time, Hinglish and typos included: each prefix is one suggestions request. */
const TYPED_TEXTS = [...SEARCH_TEXTS, 'tamatar', 'pyaz', 'doodh', 'chawal', 'aloo bhujia', 'मूंग दाल'];
const SUGGESTION_ROUNDS = 3;
const ONLY = process.env.BENCH_ONLY;
const chosen = <T extends { name: string }>(items: T[]) =>
  ONLY ? items.filter((item) => item.name.includes(ONLY)) : items;
/** Home's Popular Products: page 1 of twice the default home grid, the read every home page makes. */
const HOME_SIZE = popularProductsSize(null);

interface LoadFigure {
  engine: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}
interface SuggestionFigure {
  engine: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The slowest prefixes, with their median time. */
  slowest: string;
}
interface ExplainFigure {
  engine: string;
  statement: string;
  /** Median of five EXPLAIN ANALYZE runs. */
  executionMs: number;
}

function endpoints(store: BenchStore): { name: string; paths: string[] }[] {
  const scope = `storeId=${store.storeId}&orgId=${store.orgId}`;
  const q = (text: string) => encodeURIComponent(text);
  return chosen([
    {
      name: `home Popular Products (page 1, size ${HOME_SIZE})`,
      paths: [`/api/products?${scope}&page=1&size=${HOME_SIZE}`],
    },
    { name: 'product list (page 1, size 30)', paths: [`/api/products?${scope}&page=1&size=30`] },
    { name: 'product detail', paths: store.productIds.map((id) => `/api/products/${id}?${scope}`) },
    { name: 'category list', paths: [`/api/categories?${scope}`] },
    {
      name: 'search suggestions',
      paths: TYPED_TEXTS.flatMap(prefixesOf).map((text) => `/api/search/suggestions?${scope}&query=${q(text)}`),
    },
    { name: 'search (query)', paths: SEARCH_TEXTS.map((text) => `/api/search/products?${scope}&query=${q(text)}`) },
    {
      name: 'search (query + filters + sort)',
      paths: [
        `/api/search/products?${scope}&query=rice&minSellingPrice=100&maxSellingPrice=1500&averageRating=3&sortBy=sellingPrice`,
        `/api/search/products?${scope}&categoryIds=${store.categoryIds.slice(0, 3).join(',')}&isSubscribable=true&sortBy=averageRating&sortOrder=DESC`,
      ],
    },
  ]);
}

function explainedStatements(store: BenchStore): { name: string; statement: SQL }[] {
  const search = (text: string, extra: Partial<ProductSearch> = {}): SQL =>
    productSearchStatement({
      storeId: store.storeId,
      locale: 'en',
      words: searchWords(text),
      sortOrder: 'ASC',
      page: 1,
      size: 30,
      ...extra,
    });
  return chosen([
    {
      name: `home Popular Products page 1 (size ${HOME_SIZE})`,
      statement: productListStatement({ storeId: store.storeId, locale: 'en', page: 1, size: HOME_SIZE }),
    },
    {
      name: 'product list page 1',
      statement: productListStatement({ storeId: store.storeId, locale: 'en', page: 1, size: 30 }),
    },
    ...SEARCH_TEXTS.map((text) => ({ name: `search '${text}'`, statement: search(text) })),
    {
      name: "search 'rice' + price + rating, by price",
      statement: search('rice', {
        minSellingPricePaise: 10_000,
        maxSellingPricePaise: 150_000,
        minAverageRating: 3,
        sortBy: 'sellingPrice',
      }),
    },
    {
      name: 'filters only (3 categories, subscribable), by rating',
      statement: search('', {
        categoryIds: store.categoryIds.slice(0, 3),
        isSubscribable: true,
        sortBy: 'averageRating',
        sortOrder: 'DESC',
      }),
    },
  ]);
}

async function explain(database: Database, engine: string, store: BenchStore): Promise<ExplainFigure[]> {
  const figures: ExplainFigure[] = [];
  for (const { name, statement } of explainedStatements(store)) {
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const result = (await database.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[];
      };
      times.push(result.rows[0]!['QUERY PLAN'][0]['Execution Time']);
    }
    if (process.env.BENCH_PLANS) {
      const plan = (await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(`\n--- ${engine}: ${name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    figures.push({ engine, statement: name, executionMs: round(median(times)) });
  }
  if (!ONLY || 'home sales job'.includes(ONLY)) {
    // The job that keeps the best sellers' counts: over every product of every store, each quarter hour.
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await refreshProductSales(database.db);
      times.push(performance.now() - started);
    }
    figures.push({ engine, statement: 'product sales job (whole run)', executionMs: round(median(times)) });
  }
  return figures;
}

const prefixesOf = (text: string) => Array.from({ length: text.length }, (_, n) => text.slice(0, n + 1).trimEnd());

/**
 * The suggestions' server time: the service's whole call (words, dictionary, one statement), one request at a
 * time, for every prefix of TYPED_TEXTS, SUGGESTION_ROUNDS times.
 */
async function suggestionTimes(database: Database, engine: string, store: BenchStore): Promise<SuggestionFigure> {
  const prefixes = TYPED_TEXTS.flatMap(prefixesOf).filter((text) => text.trim() !== '');
  const ask = (query: string) => suggestSearchesFor(database.db, { storeId: store.storeId, query }, 'en');
  for (const query of prefixes) await ask(query); // warm: plans and caches, as a running server has them
  const times: number[] = [];
  const byPrefix = new Map<string, number[]>();
  for (let round = 0; round < SUGGESTION_ROUNDS; round += 1) {
    for (const query of prefixes) {
      const started = performance.now();
      await ask(query);
      const took = performance.now() - started;
      times.push(took);
      byPrefix.set(query, [...(byPrefix.get(query) ?? []), took]);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!);
  const slowest = [...byPrefix]
    .map(([query, took]) => [query, median(took)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([query, took]) => `'${query}' ${round(took)}`)
    .join(', ');
  return { engine, requests: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: round(sorted.at(-1)!), slowest };
}

async function load(engine: string, url: string, store: BenchStore): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = [];
  for (const { name, paths } of endpoints(store)) {
    const requests = paths.map((path) => ({ method: 'GET', path }));
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, workers: 1, requests });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, requests });
    figures.push({
      engine,
      endpoint: name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    });
  }
  return figures;
}

async function runOn(engine: string, databaseUrl: string | undefined) {
  const started = Date.now();
  const database = await connectDatabase({
    databaseUrl,
    isolatedSchema: databaseUrl ? randomSchemaName('bench') : undefined,
  });
  try {
    const store = await createBenchStore(database.db, PRODUCTS);
    console.error(`${engine}: ${PRODUCTS} products written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const explained = await explain(database, engine, store);
    const suggestions = !ONLY || 'suggestions'.includes(ONLY) ? await suggestionTimes(database, engine, store) : null;
    const app = await buildApp({ database, config: { ...loadConfig({}), logLevel: 'silent', databaseUrl } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      return { load: await load(engine, `http://127.0.0.1:${port}`, store), explained, suggestions };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const engines: [string, string | undefined][] = [];
  if (wanted.includes('pglite')) engines.push(['pglite', undefined]);
  if (postgresUrl && wanted.includes('postgres')) engines.push(['postgres', postgresUrl]);

  const loadFigures: LoadFigure[] = [];
  const explainFigures: ExplainFigure[] = [];
  const suggestionFigures: SuggestionFigure[] = [];
  for (const [engine, url] of engines) {
    const { load: figures, explained, suggestions } = await runOn(engine, url);
    loadFigures.push(...figures);
    explainFigures.push(...explained);
    if (suggestions) suggestionFigures.push(suggestions);
  }

  console.log(`\nCatalogue API, ${PRODUCTS} products, ${CONNECTIONS} connections x ${SECONDS} s per endpoint`);
  console.table(
    loadFigures.map(({ engine, endpoint, requestsPerSecond, p50Ms, p99Ms, failures }) => ({
      engine,
      endpoint,
      'req/s': requestsPerSecond,
      'p50 ms': p50Ms,
      'p99 ms': p99Ms,
      failures,
    })),
  );
  console.log('EXPLAIN ANALYZE execution time of one statement (median of 5)');
  console.table(explainFigures.map(({ engine, statement, executionMs }) => ({ engine, statement, ms: executionMs })));
  console.log('Search suggestions server time, one request at a time over every prefix typed (aim: p99 ≤ 20 ms)');
  console.table(suggestionFigures);

  const report = {
    benchmark: 'catalogue',
    at: new Date().toISOString(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    load: loadFigures,
    explain: explainFigures,
    suggestions: suggestionFigures,
  };
  console.log(JSON.stringify(report, null, 2));
  const folder = new URL('./results/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    new URL(`catalogue-${report.at.replace(/[:.]/g, '-')}.json`, folder),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (loadFigures.some((figure) => figure.failures > 0)) process.exitCode = 1;
}

await main();
