/**
 * Order-to-console latency across a cluster (issue 37, decision 048): three real servers (development mode, so
 * the demo stores have an owner and codes are readable) on one PostgreSQL database of their own (created and
 * dropped by the run) and one Redis. The demo store's owner opens a console stream on each server; a shopper
 * places N cash orders, each on the next server in turn, and cancels it again (so the store's open-order cap
 * never bites). For each order and each console on another server than the one that placed it: the time from
 * sending the order to the console hearing of it, and from the order's answer to the console hearing of it.
 * Prints p50 and p99 of both as JSON.
 *
 *   npm run bench:console
 *   (needs DATABASE_URL or TEST_DATABASE_URL and REDIS_URL (default redis://127.0.0.1:6379);
 *   BENCH_ORDERS (100) the orders placed)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { address } from '../apps/server/src/modules/orders/commerce-test-kit.ts';
import { DEMO_OWNER_MOBILE } from '../apps/server/src/modules/store-import/demo-owner.ts';
import { openConsoleStream, orderEventData, type ConsoleStream } from '../apps/server/src/testing/console-stream.ts';
import { freePort, startServer, type ServerProcess } from '../apps/server/src/testing/server-process.ts';
import { withThrowawayDatabase } from './lib/throwaway-database.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const SERVERS = 3;
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!adminUrl) {
  console.error(
    'bench:console needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server it may create a database on)',
  );
  process.exit(1);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function caller(origin: string, token?: string) {
  return (method: string, url: string, body?: object) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
}

async function run(databaseUrl: string) {
  const dataDirs = Array.from({ length: SERVERS }, () => mkdtempSync(path.join(tmpdir(), 'haat-bench-console-')));
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `haat-bench-console-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_FACTOR: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
  };
  const servers: ServerProcess[] = [];
  const streams: ConsoleStream[] = [];
  try {
    // One first (it migrates and seeds), then the other two.
    servers.push(await startServer({ ...env, DATA_DIR: dataDirs[0]! }, await freePort()));
    for (let index = 1; index < SERVERS; index += 1) {
      servers.push(await startServer({ ...env, DATA_DIR: dataDirs[index]! }, await freePort()));
    }
    const origins = servers.map((server) => server.origin);
    const anon = caller(origins[0]!);
    const demo = await json<OrgLookupResponse>(await anon('GET', '/api/orgs/lookup?identifier=demo&isFriendlyId=true'));
    const storeId = demo.store.id;
    const outbox = async (mobile: string) =>
      (await json<{ otp: string }>(await anon('GET', `/api/dev/otp-outbox?mobile=${mobile}&storeId=${storeId}`))).otp;

    const consoleOf = `/api/stores/${storeId}/console`;
    await json(await anon('POST', `${consoleOf}/login/request-otp`, { mobile: DEMO_OWNER_MOBILE }));
    const owner = await json<{ accessToken: string }>(
      await anon('POST', `${consoleOf}/login/verify-otp`, {
        mobile: DEMO_OWNER_MOBILE,
        otp: await outbox(DEMO_OWNER_MOBILE),
      }),
    );
    for (const origin of origins) {
      const stream = await openConsoleStream(origin, storeId, owner.accessToken);
      await stream.next((event) => event.event === 'ready', 10_000);
      streams.push(stream);
    }

    const mobile = `98${String(Date.now()).slice(-8)}`;
    await json(await anon('POST', '/api/identity/request-otp', { orgName: demo.name, mobile, storeId }));
    const shopper = await json<{ customerId: string; accessToken: string }>(
      await anon('POST', '/api/identity/verify-customer-otp', {
        orgId: demo.orgId,
        locationId: demo.location.id,
        mobile,
        otp: await outbox(mobile),
        role: CUSTOMER_ROLE,
        storeId,
      }),
    );
    const page = await json<ProductPage>(await anon('GET', `/api/products?storeId=${storeId}&size=50`));
    const variant = page.products.flatMap((product) => product.variants).find((v) => v.availableQuantity >= 1)!;

    const fromSend: number[] = [];
    const fromAnswer: number[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const placedOn = n % SERVERS;
      const call = caller(origins[placedOn]!, shopper.accessToken);
      const checkout = await json<{ id: string }>(
        await call('POST', '/api/checkouts', {
          storeId,
          customerId: shopper.customerId,
          cartItems: [{ productVariantId: variant.variantId, quantity: 1 }],
          couponCode: '',
        }),
      );
      await json(
        await call('PATCH', `/api/checkouts/${checkout.id}`, {
          storeId,
          shippingAddress: address,
          paymentMethod: 'COD',
          couponCode: '',
        }),
      );
      const sent = performance.now();
      const order = await json<{ id: string }>(
        await call('POST', '/api/orders', { storeId, checkoutId: checkout.id, customerId: shopper.customerId }),
      );
      const answered = performance.now();
      await Promise.all(
        streams.map(async (stream, index) => {
          if (index === placedOn) return;
          await stream.next((event) => event.event === 'order' && orderEventData(event).orderId === order.id, 10_000);
          const heard = performance.now();
          fromSend.push(heard - sent);
          fromAnswer.push(heard - answered);
        }),
      );
      await json(
        await call('PUT', `/api/orders/${order.id}/state`, { storeId, orderState: 'CANCELLED', reason: 'bench' }),
      );
      // Only this order's events are looked for; forget the rest so the next search is short.
      for (const stream of streams) stream.events.length = 0;
    }
    return {
      servers: SERVERS,
      orders: ORDERS,
      // Each order heard by the consoles on the two servers that did not place it.
      samples: fromSend.length,
      orderSentToConsoleMs: { p50: round(percentile(fromSend, 50)), p99: round(percentile(fromSend, 99)) },
      orderAnsweredToConsoleMs: { p50: round(percentile(fromAnswer, 50)), p99: round(percentile(fromAnswer, 99)) },
    };
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const figures = await withThrowawayDatabase(adminUrl, 'haat_bench_console', run);
console.log(JSON.stringify({ bench: 'console', ...figures }, null, 2));
