/**
 * Soak: one real server process (the demo stores on a throw-away PGlite, or a PostgreSQL database of its
 * own with SOAK_ENGINE=postgres and TEST_DATABASE_URL or DATABASE_URL) under a fixed count of mixed shopper
 * requests — browse categories and products, search, cart add/remove, COD orders (placed, then cancelled so
 * the shelves never run dry) — each shopper from an address of its own, with the rate limits on. Errors
 * must be 0. Prints p50/p99 per kind and the server's memory (RSS, heap after a GC) at the start and the
 * end, as a table and as JSON (also written to bench/results/).
 *
 *   npm run bench:soak
 *   (SOAK_REQUESTS total requests, default 20000; SOAK_SHOPPERS concurrent shoppers, default 16)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, repoRoot } from './lib/demo-server.ts';
import { withThrowawayDatabase } from './lib/throwaway-database.ts';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 20_000);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 16);
const ENGINE = process.env.SOAK_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const SEARCHES = ['rice', 'atta', 'ghee', 'milk', 'tomatoe', 'panner', 'oil 1 l', 'biscuit'];

interface Memory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

interface Server {
  origin: string;
  memory(): Promise<Memory>;
  stop(): Promise<number | null>;
}

// The server's own `main.ts`, loaded behind a two-line shim that answers memory questions over IPC.
const SHIM = `
process.on('message', () => { globalThis.gc?.(); process.send(process.memoryUsage()); });
await import('./apps/server/src/main.ts');
`;

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SHIM],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Development mode: the shoppers sign in with codes read from the OTP outbox, which no production
        // server keeps (decision 013); everything the soak measures runs the same.
        NODE_ENV: 'development',
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        // Each shopper comes from an address of its own (X-Forwarded-For), so the per-address limits stay on.
        TRUST_PROXY: 'true',
        SUBSCRIPTION_JOB_EVERY_MINUTES: '0',
        // Stopped by the bench, not rolled behind a load balancer: no drain to wait for.
        DRAIN_SECONDS: '0',
        ...env,
      },
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited before it answered /healthz');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('The server did not answer /healthz within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    origin,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (usage) => {
          const { rss, heapUsed, heapTotal } = usage as NodeJS.MemoryUsage;
          resolve({ rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal) });
        });
        child.send('memory');
      }),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Latencies per kind of request, and every answer that was not a success. */
class Tally {
  readonly latencies = new Map<string, number[]>();
  readonly errors: string[] = [];
  sent = 0;

  async request(origin: string, kind: string, url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    this.sent += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${url}`, init);
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) this.errors.push(`${kind}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return body;
    } catch (error) {
      this.errors.push(`${kind}: ${(error as Error).message}`);
      return {};
    } finally {
      const list = this.latencies.get(kind) ?? [];
      list.push(performance.now() - started);
      this.latencies.set(kind, list);
    }
  }
}

interface Store {
  storeId: string;
  orgId: string;
  orgName: string;
  locationId: string;
  categoryIds: string[];
  productIds: string[];
  variantIds: string[];
}

async function discoverStore(origin: string): Promise<Store> {
  const lookup = (await (await fetch(`${origin}/api/orgs/lookup?identifier=demo&isFriendlyId=true`)).json()) as {
    orgId: string;
    name: string;
    store: { id: string };
    location: { id: string };
  };
  const storeId = lookup.store.id;
  const categories = (await (await fetch(`${origin}/api/categories?storeId=${storeId}`)).json()) as { id: string }[];
  const page = (await (await fetch(`${origin}/api/products?storeId=${storeId}&page=1&size=60`)).json()) as {
    products: { id: string; variants: { variantId: string; availableQuantity: number }[] }[];
  };
  const stocked = page.products.filter((product) => (product.variants[0]?.availableQuantity ?? 0) >= 10);
  return {
    storeId,
    orgId: lookup.orgId,
    orgName: lookup.name,
    locationId: lookup.location.id,
    categoryIds: categories.map((category) => category.id),
    productIds: page.products.map((product) => product.id),
    variantIds: stocked.map((product) => product.variants[0]!.variantId),
  };
}

interface Shopper {
  customerId: string;
  cartId: string;
  headers: Record<string, string>;
}

async function signIn(origin: string, store: Store, index: number): Promise<Shopper> {
  const address = `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const mobile = `97${String(process.pid % 10_000).padStart(4, '0')}${String(index).padStart(4, '0')}`;
  const post = (url: string, body: object) =>
    fetch(`${origin}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const sent = await post('/api/identity/request-otp', { orgName: store.orgName, mobile, storeId: store.storeId });
  if (!sent.ok) throw new Error(`request-otp answered ${sent.status}`);
  const outbox = await fetch(`${origin}/api/dev/otp-outbox?mobile=${mobile}&storeId=${store.storeId}`);
  const { otp } = (await outbox.json()) as { otp: string };
  const verified = await post('/api/identity/verify-customer-otp', {
    orgId: store.orgId,
    locationId: store.locationId,
    mobile,
    otp,
    role: 'ROLE_CUSTOMER',
    storeId: store.storeId,
  });
  if (!verified.ok) throw new Error(`verify-customer-otp answered ${verified.status}`);
  const { accessToken, customerId } = (await verified.json()) as { accessToken: string; customerId: string };
  const headers = { ...json, authorization: `Bearer ${accessToken}` };
  const profile = await fetch(`${origin}/api/customers/${customerId}?storeId=${store.storeId}`, { headers });
  const { shoppingProfileIdentity } = (await profile.json()) as { shoppingProfileIdentity: { cartId: string } };
  return { customerId, cartId: shoppingProfileIdentity.cartId, headers };
}

const shippingAddress = {
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  landmark: '',
  state: 'Karnataka',
  country: 'India',
  pin: '560038',
  addressType: 'Home',
};

/** One shopper's visit: browse, search, fill and trim the cart, and every other visit place (and cancel) a COD order. */
async function visit(tally: Tally, origin: string, store: Store, shopper: Shopper, round: number): Promise<void> {
  const { storeId } = store;
  const at = <T>(list: T[], offset = 0) => list[(round * 7 + offset) % list.length]!;
  const get = (kind: string, url: string) => tally.request(origin, kind, url, { headers: shopper.headers });
  const send = (kind: string, method: string, url: string, body: object) =>
    tally.request(origin, kind, url, {
      method,
      headers: shopper.headers,
      body: JSON.stringify({ storeId, ...body }),
    });
  await get('categories', `/api/categories?storeId=${storeId}`);
  await get('product list', `/api/products?storeId=${storeId}&page=${1 + (round % 3)}&size=30`);
  await get('product detail', `/api/products/${at(store.productIds)}?storeId=${storeId}`);
  await get('search', `/api/search/products?storeId=${storeId}&query=${encodeURIComponent(at(SEARCHES))}`);
  // Two in, both out again: the cart stays small however long the soak runs.
  const [first, second] = [at(store.variantIds), at(store.variantIds, 1)];
  await send('cart add', 'POST', `/api/carts/${shopper.cartId}/add-item`, { item: { productVariantId: first } });
  await send('cart add', 'POST', `/api/carts/${shopper.cartId}/add-item`, { item: { productVariantId: second } });
  await send('cart remove', 'POST', `/api/carts/${shopper.cartId}/remove-item`, { productVariantId: first });
  await send('cart remove', 'POST', `/api/carts/${shopper.cartId}/remove-item`, { productVariantId: second });
  await get('cart', `/api/carts/${shopper.cartId}?storeId=${storeId}`);
  if (round % 2 === 1) {
    const checkout = await send('checkout', 'POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: at(store.variantIds, 1), quantity: 1 }],
      couponCode: '',
    });
    const checkoutId = checkout.id as string;
    await send('checkout', 'PATCH', `/api/checkouts/${checkoutId}`, {
      shippingAddress,
      paymentMethod: 'COD',
      couponCode: '',
    });
    const order = await send('order', 'POST', '/api/orders', { checkoutId, customerId: shopper.customerId });
    await send('order cancel', 'PUT', `/api/orders/${order.id as string}/state`, {
      orderState: 'CANCELLED',
      reason: 'soak',
    });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

async function withDatabase<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-soak-'));
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), DATABASE_URL: '' };
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  try {
    if (ENGINE === 'pglite') return await run(env);
    if (!adminUrl) throw new Error('SOAK_ENGINE=postgres needs TEST_DATABASE_URL or DATABASE_URL');
    return await withThrowawayDatabase(adminUrl, 'haat_soak', (url) => run({ ...env, DATABASE_URL: url }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function soak(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const store = await discoverStore(server.origin);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) => signIn(server.origin, store, index)),
    );
    const tally = new Tally();
    // A short warm-up, not counted: the start figure is the server ready and warm, not cold.
    await Promise.all(shoppers.map((shopper, index) => visit(new Tally(), server.origin, store, shopper, index)));
    const memoryAtStart = await server.memory();
    const started = performance.now();
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        for (let round = index; tally.sent < REQUESTS; round += SHOPPERS) {
          await visit(tally, server.origin, store, shopper, round);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const memoryAtEnd = await server.memory();
    const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
    const byKind = [...tally.latencies].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        kind,
        requests: list.length,
        p50Ms: round1(percentile(sorted, 50)),
        p99Ms: round1(percentile(sorted, 99)),
      };
    });
    return {
      benchmark: 'soak',
      at: new Date().toISOString(),
      engine: ENGINE,
      shoppers: SHOPPERS,
      requests: tally.sent,
      errors: tally.errors.length,
      firstErrors: tally.errors.slice(0, 5),
      seconds: round1(seconds),
      requestsPerSecond: Math.round(tally.sent / seconds),
      p50Ms: round1(percentile(all, 50)),
      p99Ms: round1(percentile(all, 99)),
      byKind,
      memoryAtStart,
      memoryAtEnd,
      exitCode: await server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const report = await withDatabase(soak);
console.log(
  `\nSoak (${report.engine}): ${report.requests} requests by ${report.shoppers} shoppers in ${report.seconds} s ` +
    `(${report.requestsPerSecond} req/s), ${report.errors} errors, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`,
);
console.table(
  report.byKind.map(({ kind, requests, p50Ms, p99Ms }) => ({ kind, requests, 'p50 ms': p50Ms, 'p99 ms': p99Ms })),
);
console.table({ start: report.memoryAtStart, end: report.memoryAtEnd });
console.log(JSON.stringify(report, null, 2));
const folder = new URL('./results/', import.meta.url);
mkdirSync(folder, { recursive: true });
writeFileSync(new URL(`soak-${report.at.replace(/[:.]/g, '-')}.json`, folder), `${JSON.stringify(report, null, 2)}\n`);
if (report.errors > 0 || report.exitCode !== 0) process.exitCode = 1;
