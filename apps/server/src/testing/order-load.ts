import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import type { OrgLookupResponse } from '@haat/contract/stores/stores.schemas';
import { connectDatabase } from '#src/db/connect.ts';
import { orders, productVariants, stores } from '#src/db/schema/index.ts';
import { checkInvariants, type StockBaseline } from '#src/hardening/invariants.ts';
import { address } from '#src/modules/orders/commerce-test-kit.ts';

// Shoppers placing cash-on-delivery orders on real servers while a test breaks the database under them: the
// database restart and failover tests (issues 33 and 41) share it.

export interface Shopper {
  origin: string;
  token: string;
  customerId: string;
}

/** What the load saw: answers by status, orders acknowledged, and the first 500s' bodies. */
export interface Tally {
  statuses: Record<string, number>;
  acknowledged: string[];
  serverErrors: string[];
  unavailableWithoutRetryAfter: number;
  /**
   * When each acknowledged order's placement was sent (performance.now(), its last try): an order sent after
   * a fault and acknowledged shows service is back; one sent before may have been committed before it.
   */
  acknowledgedSentAt: number[];
}

export const newTally = (): Tally => ({
  statuses: {},
  acknowledged: [],
  serverErrors: [],
  unavailableWithoutRetryAfter: 0,
  acknowledgedSentAt: [],
});

export interface SmsStandIn {
  server: Server;
  url: string;
  codes: Map<string, string>;
}

/** MSG91's flow endpoint on 127.0.0.1: keeps the last code sent to each phone, as a phone would show it. */
export function startSmsStandIn(): Promise<SmsStandIn> {
  const codes = new Map<string, string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { recipients } = JSON.parse(body) as { recipients: Array<{ mobiles: string; otp?: string }> };
      for (const { mobiles, otp } of recipients) if (otp) codes.set(mobiles.slice(2), otp);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ type: 'success', message: 'sent' }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}`, codes });
    }),
  );
}

/** A production server's settings on `databaseUrl`, its SMS sent to the stand-in. */
export function productionEnv(databaseUrl: string, sms: SmsStandIn): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://shop.test',
    PAYMENT_EMULATOR: 'off',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-key',
    MSG91_TEMPLATE_ID: 'login',
    MSG91_WALLET_TEMPLATE_ID: 'wallet',
    MSG91_BASE_URL: sms.url,
    RATE_LIMIT_FACTOR: '0',
    PUBLIC_READ_CACHE_MS: '0',
  };
}

export interface LoadStore {
  storeId: string;
  variantId: string;
  shoppers: Shopper[];
}

/**
 * The demo store made ready for load (a product with stock for every order, no cash-on-delivery caps in the
 * way) and `count` shoppers signed in with codes from the SMS stand-in, spread over the servers.
 */
export async function prepareLoad(
  databaseUrl: string,
  origins: string[],
  sms: SmsStandIn,
  count: number,
): Promise<LoadStore> {
  const lookup = await fetch(`${origins[0]!}/api/orgs/lookup?identifier=demo&isFriendlyId=true`);
  const demo = (await lookup.json()) as OrgLookupResponse;
  const storeId = demo.store.id;
  const direct = await connectDatabase({ databaseUrl, poolSize: 1 });
  let variantId: string;
  try {
    const [variant] = await direct.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.storeId, storeId))
      .limit(1);
    variantId = variant!.id;
    await direct.db
      .update(productVariants)
      .set({ availableQuantity: 1_000_000 })
      .where(eq(productVariants.id, variantId));
    await direct.db
      .update(stores)
      .set({ codEnabled: true, codMaxOpenOrders: 10_000, codMaxOpenUnits: 1_000_000 })
      .where(eq(stores.id, storeId));
  } finally {
    await direct.close();
  }
  const shoppers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const origin = origins[index % origins.length]!;
      const mobile = `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
      const post = (url: string, body: object) =>
        fetch(`${origin}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const sent = await post('/api/identity/request-otp', { orgName: demo.name, mobile, storeId });
      if (!sent.ok) throw new Error(`request-otp answered ${sent.status}: ${await sent.text()}`);
      const verified = await post('/api/identity/verify-customer-otp', {
        orgId: demo.orgId,
        locationId: demo.location.id,
        mobile,
        otp: sms.codes.get(mobile),
        role: CUSTOMER_ROLE,
        storeId,
      });
      if (!verified.ok) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
      const session = (await verified.json()) as { customerId: string; accessToken: string };
      return { origin, token: session.accessToken, customerId: session.customerId };
    }),
  );
  return { storeId, variantId, shoppers };
}

/**
 * One shopper ordering in a loop while `running()`: a checkout, its address and COD, then the order. A 503
 * (or a connection the server dropped) is retried after a pause, as a client told `Retry-After` does; a
 * retried placement that finds its checkout placed (409) learns that the order was taken after all.
 */
export async function shop(
  shopper: Shopper,
  { storeId, variantId }: Pick<LoadStore, 'storeId' | 'variantId'>,
  tally: Tally,
  running: () => boolean,
): Promise<void> {
  const call = async (
    method: string,
    url: string,
    body: object,
  ): Promise<{ status: number; json: unknown; sentAt: number }> => {
    for (;;) {
      const sentAt = performance.now();
      let status: number;
      let json: unknown;
      try {
        const response = await fetch(`${shopper.origin}${url}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
          body: JSON.stringify({ storeId, ...body }),
        });
        status = response.status;
        json = await response.json();
        if (status === 503 && response.headers.get('retry-after') === null) tally.unavailableWithoutRetryAfter += 1;
      } catch (error) {
        status = 0;
        json = String(error);
      }
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (status >= 500 && status !== 503)
        tally.serverErrors.push(`${method} ${url} ${status} ${JSON.stringify(json)}`);
      if ((status !== 503 && status !== 0) || !running()) return { status, json, sentAt };
      await delay(200);
    }
  };
  while (running()) {
    const created = await call('POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: variantId, quantity: 1 }],
      couponCode: '',
    });
    if (created.status !== 200) continue;
    const checkoutId = (created.json as { id: string }).id;
    const patched = await call('PATCH', `/api/checkouts/${checkoutId}`, {
      shippingAddress: address,
      paymentMethod: 'COD',
      couponCode: '',
    });
    if (patched.status !== 200) continue;
    const placed = await call('POST', '/api/orders', { checkoutId, customerId: shopper.customerId });
    if (placed.status === 200) {
      tally.acknowledged.push((placed.json as { id: string }).id);
      tally.acknowledgedSentAt.push(placed.sentAt);
    }
  }
}

/**
 * The database after a run: each acknowledged order stored once, every order whole, stock and wallets adding
 * up from `baseline`. Answers how many orders the store has in all.
 */
export async function checkStored(
  databaseUrl: string,
  storeId: string,
  tally: Tally,
  baseline: StockBaseline,
): Promise<{ stored: number }> {
  const direct = await connectDatabase({ databaseUrl, poolSize: 1 });
  try {
    const acknowledged = new Set(tally.acknowledged);
    expect(acknowledged.size).toBe(tally.acknowledged.length);
    const rows = await direct.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId));
    const stored = new Set(rows.map((row) => row.id));
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    const report = await checkInvariants(direct.db, { stockBaseline: baseline });
    expect(report.breaks).toEqual([]);
    return { stored: stored.size };
  } finally {
    await direct.close();
  }
}
