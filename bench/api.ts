/**
 * API benchmark: a generated store of 50,000 products on PGlite and — when DATABASE_URL (or
 * TEST_DATABASE_URL) is set — on PostgreSQL (in a schema of its own, dropped at the end). Each endpoint is
 * driven by autocannon after a warm-up; the table gives requests/s, p50, p99, the throughput as a share of
 * `/healthz` in the same run (the framework's ceiling) and the server's memory under that load. Beside each
 * read, the database's own ceiling for that read: the statements the endpoint sent (captured with their
 * parameters) run by pgbench with the pool's connection count, or in a loop on PGlite's one connection,
 * and the read's share of it (lib/database-ceiling.ts). Beside them, the floor of this machine: a bare
 * Fastify route sending the product page's body as a constant (no hooks, no database), and for each read
 * the most it can answer when both that HTTP work and its database work share the same cores.
 *
 *   npm run bench:api
 *   (BENCH_PRODUCTS, BENCH_CONNECTIONS (≤ 50), BENCH_SECONDS override the sizes; BENCH_ENGINES=pglite or
 *   postgres runs one engine; BENCH_ONLY=search runs the endpoints whose name holds the word, and /healthz;
 *   the storefront's HTML pages are measured when the web app is built (`npm run build`);
 *   BENCH_CACHE=0 measures the reads without the servers' public-read cache; BENCH_POOL_SIZE the server's
 *   PostgreSQL connections, and pgbench's; BENCH_REPORT the JSON file the figures are written to)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, randomSchemaName } from '../apps/server/src/db/connect.ts';
import { SCREEN_RENDERER_FILE } from '../apps/server/src/modules/storefront/storefront.render.ts';
import { PUBLIC_READ_TTL_MS } from '../apps/server/src/plugins/public-read-cache.ts';
import { type CapturedStatement, pgliteCeiling, postgresCeiling } from './lib/database-ceiling.ts';
import { signInCustomers, visibleVariantIds, type BenchCustomer } from './lib/bench-customers.ts';
import { type FirstByteFigures, sampleFirstBytes } from './lib/first-byte.ts';
import { createBenchStore, type BenchStore } from './lib/catalogue-data.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const ONLY = process.env.BENCH_ONLY;
// BENCH_CACHE=0 turns the servers' 5-second cache of public reads off, so every read reaches the database.
const READ_CACHE_MS = process.env.BENCH_CACHE === '0' ? 0 : PUBLIC_READ_TTL_MS;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? loadConfig({}).databasePoolSize);
/** Distinct addresses of an endpoint whose statements the ceiling replays. */
const CEILING_STATEMENTS = 20;
const SEARCH_TEXTS = ['tomatoe', 'panner', 'atta 5', 'basmati rice', 'amul ghee', 'haldiram namkeen'];

interface LoadFigure {
  engine: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests/s as a share of /healthz in the same run. */
  ofHealthz: number;
  /** A read's statements answered per second by the database alone, and the read's requests/s over it. */
  ceilingPerSecond: number | null;
  ofCeiling: number | null;
  /**
   * The most a read can answer here: it needs the bare route's HTTP work and its database's work on the
   * same cores, so 1 / (1 / bare + 1 / database). Below half the database whenever the bare route is
   * slower than the database alone.
   */
  reachablePerSecond: number | null;
  /** Peaks sampled during the measured seconds: the server's JS heap, and the process's resident memory. */
  heapMb: number;
  rssMb: number;
  failures: number;
  /** A page's answers timed one by one beside the load: its first byte and its end. */
  firstByte: FirstByteFigures | null;
}

interface Endpoint {
  name: string;
  /** Served elsewhere than the app (the bare route). */
  url?: string;
  requests: Request[];
  /** Run before the warm-up and before the measured run (autocannon stops with requests in flight). */
  reset?: () => Promise<unknown>;
  /** A read of one statement: its database ceiling is measured beside it. */
  read?: true;
  /** A storefront page: measured only when the web app is built with its server renderer. */
  page?: true;
  /** Each request sent asks for the next of `requests`, whichever connection sends it (lib/next-path.cjs). */
  eachOnce?: true;
}

function endpoints(
  store: BenchStore,
  customers: BenchCustomer[],
  variantIds: string[],
  emptyCarts: () => Promise<unknown>,
): Endpoint[] {
  const scope = `storeId=${store.storeId}&orgId=${store.orgId}`;
  const get = (paths: string[]) => paths.map((path): Request => ({ method: 'GET', path }));
  // A page is asked for as a browser asks: compressed (the API's reads are measured as before, plain).
  const page = (paths: string[]) => get(paths).map((request) => ({ ...request, headers: BROWSER_HEADERS }));
  const q = (text: string) => encodeURIComponent(text);
  // Each connection adds a variant to a shopper's cart and takes it out again, so carts stay small and no
  // line passes the quantity cap: at most one unit per connection is in a line at any moment.
  const cart = customers.flatMap(({ accessToken, cartId }, index): Request[] => {
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const productVariantId = variantIds[index % variantIds.length];
    return [
      {
        method: 'POST',
        path: `/api/carts/${cartId}/add-item`,
        headers,
        body: JSON.stringify({ item: { productVariantId }, quantity: 1 }),
      },
      {
        method: 'POST',
        path: `/api/carts/${cartId}/remove-item`,
        headers,
        body: JSON.stringify({ productVariantId, quantity: 1 }),
      },
    ];
  });
  return [
    { name: '/healthz', requests: get(['/healthz']) },
    {
      name: 'product list (page 1, size 30)',
      requests: get([`/api/products?${scope}&page=1&size=30`]),
      read: true,
    },
    {
      name: 'product detail',
      requests: get(store.productIds.map((id) => `/api/products/${id}?${scope}`)),
      read: true,
    },
    { name: 'category list', requests: get([`/api/categories?${scope}`]), read: true },
    {
      name: 'search (query)',
      requests: get(SEARCH_TEXTS.map((text) => `/api/search/products?${scope}&query=${q(text)}`)),
      read: true,
    },
    {
      name: 'search (filters)',
      read: true,
      requests: get([
        `/api/search/products?${scope}&query=rice&minSellingPrice=100&maxSellingPrice=1500&averageRating=3&sortBy=sellingPrice`,
        `/api/search/products?${scope}&categoryIds=${store.categoryIds.slice(0, 3).join(',')}&isSubscribable=true&sortBy=averageRating&sortOrder=DESC`,
      ]),
    },
    { name: 'store config', requests: get([`/api/store-themes/${store.storeId}/web-store-config?${scope}`]) },
    // The storefront's pages as a first visit gets them: data and the server's render (needs `npm run build`).
    { name: 'page: home (HTML)', requests: page([`/${store.friendlyId}`]), page: true },
    {
      name: 'page: product (HTML)',
      requests: page(store.productIds.map((id) => `/${store.friendlyId}/product/${id}`)),
      page: true,
    },
    {
      // The long tail: a page no cache holds (each asked for once), whose store's shared reads are kept.
      name: 'page: product, each once (HTML)',
      requests: page(store.longTailProductIds.map((id) => `/${store.friendlyId}/product/${id}`)),
      page: true,
      eachOnce: true,
    },
    {
      name: 'page: search (HTML)',
      requests: page(SEARCH_TEXTS.map((text) => `/${store.friendlyId}/search?query=${q(text)}`)),
      page: true,
    },
    { name: 'cart add-item + remove-item (signed in)', requests: cart, reset: emptyCarts },
  ];
}

const BARE_ROUTE = 'bare Fastify route (constant body)';
const NEXT_PATH_MODULE = fileURLToPath(new URL('./lib/next-path.cjs', import.meta.url));
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * The floor under every read on this machine: a Fastify instance with one route sending `body` (the product
 * page's answer) as a constant: no hooks, no plugins, no database.
 */
async function bareRoute(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => bare.close() };
}

/** Peak heap and resident memory while `work` runs, sampled every 100 ms. */
async function withMemoryPeaks<T>(work: () => Promise<T>): Promise<{ value: T; heapMb: number; rssMb: number }> {
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    heap = Math.max(heap, usage.heapUsed);
    rss = Math.max(rss, usage.rss);
  };
  const timer = setInterval(sample, 100);
  try {
    const value = await work();
    sample();
    return { value, heapMb: Math.round(heap / 2 ** 20), rssMb: Math.round(rss / 2 ** 20) };
  } finally {
    clearInterval(timer);
  }
}

/** A read's database ceiling in statements per second. */
type Ceiling = (endpoint: Endpoint) => Promise<number>;

async function load(engine: string, url: string, list: Endpoint[], ceiling: Ceiling): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = [];
  let healthz = Number.NaN;
  let bare = Number.NaN;
  for (const endpoint of list) {
    const { name, requests, reset } = endpoint;
    const paths = requests.map((request) => request.path ?? '/');
    const sent = endpoint.eachOnce ? [{ ...requests[0], paths, setupRequest: NEXT_PATH_MODULE }] : requests;
    const options = { url: endpoint.url ?? url, connections: CONNECTIONS, workers: 1, requests: sent };
    await reset?.();
    await autocannon({ ...options, duration: WARM_UP_SECONDS });
    await reset?.();
    const measured = withMemoryPeaks(() => autocannon({ ...options, duration: SECONDS }));
    // One more client beside the load, on a page: how soon each answer starts, against when it ends.
    // On pages asked for each once, it starts from the last: none the load has just had kept.
    const sampled = endpoint.eachOnce ? [...requests].reverse() : requests;
    const firstByte = endpoint.page ? await sampleFirstBytes(options.url, sampled, measured) : null;
    const { value: result, heapMb, rssMb } = await measured;
    const requestsPerSecond = Math.round(result.requests.average);
    if (name === '/healthz') healthz = requestsPerSecond;
    if (name === BARE_ROUTE) bare = requestsPerSecond;
    // Measured right after the load, on the same data and the same busy machine.
    const ceilingPerSecond = endpoint.read ? await ceiling(endpoint) : null;
    figures.push({
      engine,
      endpoint: name,
      requestsPerSecond,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      ofHealthz: Math.round((requestsPerSecond / healthz) * 100) / 100,
      ceilingPerSecond,
      ofCeiling: ceilingPerSecond ? Math.round((requestsPerSecond / ceilingPerSecond) * 100) / 100 : null,
      reachablePerSecond: ceilingPerSecond && bare ? Math.round(1 / (1 / bare + 1 / ceilingPerSecond)) : null,
      heapMb,
      rssMb,
      failures: result.non2xx + result.errors + result.timeouts,
      firstByte,
    });
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status} x${count}`)
      .join(', ');
    const ofDatabase = ceilingPerSecond
      ? `, database ${ceilingPerSecond}/s, reachable ${figures.at(-1)?.reachablePerSecond}/s`
      : '';
    const started = firstByte
      ? `, first byte p50 ${firstByte.firstByteP50Ms} / p99 ${firstByte.firstByteP99Ms} ms against the end's ` +
        `${firstByte.wholeP50Ms} / ${firstByte.wholeP99Ms} ms (${firstByte.samples} timed beside the load)`
      : '';
    console.error(
      `${engine}: ${name}: ${requestsPerSecond} req/s, p99 ${result.latency.p99} ms${ofDatabase}${started} (${statuses})`,
    );
  }
  return figures;
}

async function runOn(engine: string, databaseUrl: string | undefined): Promise<LoadFigure[]> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-api-'));
  const schema = randomSchemaName('bench');
  // While `capture` is on, the statements the server sends are kept, to replay them for the ceiling.
  const capture = { on: false, statements: [] as CapturedStatement[] };
  const database = await connectDatabase({
    databaseUrl,
    isolatedSchema: databaseUrl ? schema : undefined,
    poolSize: POOL_SIZE,
    onQuery: (sql, params) => void (capture.on && capture.statements.push({ sql, params })),
  });
  try {
    const store = await createBenchStore(database.db, PRODUCTS);
    console.error(`${engine}: ${PRODUCTS} products written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      databaseUrl,
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      otpSendsPerIpPerHour: 1_000_000,
      // One address drives all the load: the per-address limits would measure themselves.
      rateLimitFactor: 0,
      publicReadCacheMs: READ_CACHE_MS,
      databasePoolSize: POOL_SIZE,
    };
    const app = await buildApp({ database, config });
    await app.listen({ host: '127.0.0.1', port: 0 });
    let bare: { url: string; close: () => Promise<void> } | undefined;
    try {
      const customers = await signInCustomers(app, store, CONNECTIONS);
      const variantIds = await visibleVariantIds(database.db, store, CONNECTIONS);
      // Plenty of stock: the load measures the cart, not running out.
      await database.db.execute(
        sql`UPDATE product_variants SET available_quantity = 1000000 WHERE store_id = ${store.storeId}`,
      );
      const { port } = app.server.address() as AddressInfo;
      const emptyCarts = () =>
        database.db.execute(
          sql`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE store_id = ${store.storeId})`,
        );
      const rendered = existsSync(path.join(config.webDistDir, SCREEN_RENDERER_FILE));
      if (!rendered) console.error(`${engine}: the web app is not built (npm run build): no page figures`);
      const [healthzEndpoint, ...rest] = endpoints(store, customers, variantIds, emptyCarts).filter(
        (endpoint) =>
          (rendered || !endpoint.page) && (!ONLY || endpoint.name === '/healthz' || endpoint.name.includes(ONLY)),
      );
      const productPage = await app.inject({
        method: 'GET',
        url: `/api/products/${store.productIds[0]}?storeId=${store.storeId}`,
      });
      bare = await bareRoute(productPage.body);
      const list = [
        healthzEndpoint!,
        { name: BARE_ROUTE, url: bare.url, requests: [{ method: 'GET', path: '/' }] },
        ...rest,
      ];
      const ceiling: Ceiling = async (endpoint) => {
        const statements: CapturedStatement[] = [];
        const paths = [...new Set(endpoint.requests.map((request) => request.path ?? '/'))];
        for (const url of paths.slice(0, CEILING_STATEMENTS)) {
          // With the cache on, the read must reach the database to be captured.
          app.publicReads.invalidateStore(store.storeId);
          capture.on = true;
          capture.statements = [];
          const response = await app.inject({ method: 'GET', url });
          capture.on = false;
          // The read's own statement is the last (the first request of a store also looks the store up).
          const statement = capture.statements.at(-1);
          if (response.statusCode !== 200 || !statement) throw new Error(`${url}: no statement to replay`);
          statements.push(statement);
        }
        if (databaseUrl) {
          return postgresCeiling({ url: databaseUrl, schema, connections: POOL_SIZE }, statements, SECONDS);
        }
        return pgliteCeiling((database.db as unknown as { $client: PGlite }).$client, statements, SECONDS);
      };
      return await load(engine, `http://127.0.0.1:${port}`, list, ceiling);
    } finally {
      await bare?.close();
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const engines: [string, string | undefined][] = [];
  if (wanted.includes('pglite')) engines.push(['pglite', undefined]);
  if (postgresUrl && wanted.includes('postgres')) engines.push(['postgres', postgresUrl]);

  const figures: LoadFigure[] = [];
  for (const [engine, url] of engines) figures.push(...(await runOn(engine, url)));

  console.log(
    `\nAPI, ${PRODUCTS} products, ${CONNECTIONS} connections x ${SECONDS} s per endpoint (after ${WARM_UP_SECONDS} s warm-up), ` +
      `public-read cache ${READ_CACHE_MS ? `${READ_CACHE_MS} ms` : 'off'}`,
  );
  console.table(
    figures.map((figure) => ({
      engine: figure.engine,
      endpoint: figure.endpoint,
      'req/s': figure.requestsPerSecond,
      'p50 ms': figure.p50Ms,
      'p99 ms': figure.p99Ms,
      'x healthz': figure.ofHealthz,
      'database /s': figure.ceilingPerSecond ?? '',
      'x database': figure.ofCeiling ?? '',
      'reachable /s': figure.reachablePerSecond ?? '',
      'first byte p50/p99 ms': figure.firstByte
        ? `${figure.firstByte.firstByteP50Ms} / ${figure.firstByte.firstByteP99Ms}`
        : '',
      'end p50/p99 ms': figure.firstByte ? `${figure.firstByte.wholeP50Ms} / ${figure.firstByte.wholeP99Ms}` : '',
      'heap MB': figure.heapMb,
      'rss MB': figure.rssMb,
      failures: figure.failures,
    })),
  );
  const report = {
    benchmark: 'api',
    at: new Date().toISOString(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    publicReadCacheMs: READ_CACHE_MS,
    poolSize: POOL_SIZE,
    load: figures,
  };
  console.log(JSON.stringify(report, null, 2));
  const folder = new URL('./results/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  const file = process.env.BENCH_REPORT ?? new URL(`api-${report.at.replace(/[:.]/g, '-')}.json`, folder);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // The cart's 409s (concurrent adds to one line passing its cap) are its answers, not failures of the run.
  if (figures.some((figure) => figure.failures > 0 && !figure.endpoint.startsWith('cart'))) process.exitCode = 1;
}

await main();
