import { channel } from 'node:diagnostics_channel';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { categories, products } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { address, placeOrder, readyCheckout, signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import {
  addDays,
  createSubscriptionShop,
  subscribe,
  today,
  type SubscriptionShop,
} from '#src/modules/subscriptions/subscription-test-kit.ts';
import { paymentsConfigFor } from '#src/modules/payments/payments-test-kit.ts';
import { requireCustomer } from '#src/plugins/auth.ts';
import { requireOwner, requireStaff } from '#src/modules/console/index.ts';
import { signInStaff, type StaffCaller } from '#src/modules/console/console-test-kit.ts';
import { startGatewayEmulator } from '#src/providers/payments/emulator/standalone-emulator.ts';
import { fixtureWebDistDir } from '#src/testing/factories.ts';
import { createTestApp, type TestContext } from '#src/testing/test-app.ts';

/** One route as the app registered it: what the suites walk. HEAD twins of GETs are left out. */
export interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  /** Where a public store read names its store (`config.publicRead`); undefined for every other route. */
  publicRead: 'query' | 'params' | undefined;
  /** Guarded by `requireCustomer`, the gate that checks the token and every id the request names. */
  customerGate: boolean;
  /** Guarded by the console's gate: `requireStaff`, or `requireOwner` (`'owner'`). */
  staffGate: 'staff' | 'owner' | null;
}

/**
 * Builds the real app (storefront included, tests' OTP cap raised) and records every route it registers, by
 * listening on Fastify's `fastify.initialization` diagnostics channel: no hook in production code. Its
 * payment providers are a gateway emulator on a port of its own (as a live account would be), so payments
 * start for real; the app's own emulator routes stay registered, so they are attacked too.
 */
export async function createRecordedApp(
  overrides: Partial<Config> = {},
): Promise<{ context: TestContext; routes: CollectedRoute[] }> {
  const gateway = await startGatewayEmulator();
  afterAll(() => gateway.close());
  const routes: CollectedRoute[] = [];
  const init = channel('fastify.initialization');
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          publicRead: route.config?.publicRead,
          customerGate: [route.preHandler].flat().includes(requireCustomer),
          staffGate: staffGateOf(route.preHandler),
        });
      }
    });
  };
  init.subscribe(listen);
  try {
    const context = await createTestApp({
      otpSendsPerIpPerHour: 100_000,
      webDistDir: fixtureWebDistDir,
      rateLimitFactor: 0,
      publicUrl: 'http://shop.test',
      // A console's stream ends as it opens: the probes read whole answers (`app.inject`).
      consoleStream: { heartbeatMs: 15_000, maxMs: 0 },
      payments: { ...paymentsConfigFor(gateway), emulator: true },
      ...overrides,
    });
    return { context, routes };
  } finally {
    init.unsubscribe(listen);
  }
}

function staffGateOf(preHandler: RouteOptions['preHandler']): CollectedRoute['staffGate'] {
  const handlers: unknown[] = [preHandler].flat();
  if (handlers.includes(requireOwner)) return 'owner';
  return handlers.includes(requireStaff) ? 'staff' : null;
}

export const routeKey = (route: Pick<CollectedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** A field that names a customer, under any of the spellings a route might use (the spec says userId too). */
const CUSTOMER_ID_FIELD = /^(customer|user)_?id$/i;

/**
 * Where a route's request schemas take a customer id, as `params.customerId`, `body.owner.customerId`…: read
 * from the schemas themselves, so a new route or field cannot hide from the suite.
 */
export function customerIdFields(route: CollectedRoute): string[] {
  const parts = { params: route.schema?.params, query: route.schema?.querystring, body: route.schema?.body };
  return Object.entries(parts).flatMap(([where, schema]) =>
    propertyPaths(jsonSchemaOf(schema), [where])
      .filter((path) => CUSTOMER_ID_FIELD.test(path.at(-1)!))
      .map((path) => path.join('.')),
  );
}

/** A zod schema as JSON Schema; a route may also give JSON Schema itself. */
function jsonSchemaOf(schema: unknown): unknown {
  const isZod = typeof schema === 'object' && schema !== null && '_zod' in schema;
  return isZod ? z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) : schema;
}

/** Every property path of a JSON Schema, nested objects, arrays and unions included. */
function propertyPaths(node: unknown, path: string[]): string[][] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item) => propertyPaths(item, path));
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' && value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, child]) => [[...path, name], ...propertyPaths(child, [...path, name])])
      : propertyPaths(value, path),
  );
}

/** What a customer owns in one store: every kind of customer-owned resource, made through the API. */
export interface Owner {
  shopper: Shopper;
  shop: SubscriptionShop;
  orderId: string;
  deliveredOrderId: string;
  /** An order shipped and then cancelled: it has a credit note. */
  creditedOrderId: string;
  checkoutId: string;
  subscriptionId: string;
  /** A planned pause of that subscription, a month ahead. */
  pauseId: string;
  /** A started online payment (a wallet top-up through the gateway emulator). */
  paymentTransactionId: string;
}

/** A store's console: its owner and a STAFF member, signed in, and a cash recharge waiting for its cash. */
export interface ConsoleOf {
  owner: StaffCaller;
  staff: StaffCaller;
  rechargeId: string;
}

/**
 * Store A with two customers (A1 owns everything, A2 is a neighbour) and store B with its own customer; each
 * store's console with its owner and a member of staff.
 */
export interface World {
  context: TestContext;
  app: FastifyInstance;
  db: Db;
  shopA: SubscriptionShop;
  shopB: SubscriptionShop;
  ownerA: Owner;
  neighbourA: Shopper;
  customerB: Owner;
  /** Store A's ids a request may name: a product, a category. */
  refs: Record<'A' | 'B', { productId: string; categoryId: string; friendlyId: string }>;
  console: Record<'A' | 'B', ConsoleOf>;
}

async function makeOwner(context: TestContext, shop: SubscriptionShop): Promise<Owner> {
  const { app } = context;
  const shopper = await signIn(app, shop);
  const must = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode !== 200) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const delivered = await placeOrder(
    shopper,
    await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD'),
  );
  const deliveredOrderId = must(delivered, 'order').json().id as string;
  for (const orderState of ['SHIPPED', 'DELIVERED']) {
    must(
      await app.inject({
        method: 'POST',
        url: `/api/dev/orders/${deliveredOrderId}/state`,
        payload: { orderState },
      }),
      `dev ${orderState}`,
    );
  }
  const credited = await placeOrder(
    shopper,
    await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD'),
  );
  const creditedOrderId = must(credited, 'order').json().id as string;
  for (const orderState of ['SHIPPED', 'CANCELLED']) {
    must(
      await app.inject({ method: 'POST', url: `/api/dev/orders/${creditedOrderId}/state`, payload: { orderState } }),
      `dev ${orderState}`,
    );
  }
  const placed = await placeOrder(
    shopper,
    await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 2 }], 'COD'),
  );
  const orderId = must(placed, 'order').json().id as string;
  const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD');
  must(
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.ghee },
      quantity: 2,
    }),
    'add-item',
  );
  must(await shopper.call('POST', '/api/addresses/add', { address }), 'address');
  must(await shopper.call('PUT', `/api/customers/${shopper.customerId}`, { name: 'Owner Of Things' }), 'profile');
  const subscriptionId = await subscribe(shop, shopper);
  const pause = await shopper.call('POST', '/api/subscriptions/pauses', {
    customerId: shopper.customerId,
    subscriptionId,
    startDate: addDays(today(), 30),
    endDate: addDays(today(), 33),
  });
  const pauseId = (must(pause, 'pause').json() as { id: string }).id;
  const payment = await shopper.call('POST', '/api/payments/initiate-payment', {
    customerId: shopper.customerId,
    userMobile: '9876543210',
    amount: 100,
    provider: 'CASHFREE',
  });
  const paymentTransactionId = (must(payment, 'payment').json() as { id: string }).id;
  return {
    shopper,
    shop,
    orderId,
    deliveredOrderId,
    creditedOrderId,
    checkoutId,
    subscriptionId,
    pauseId,
    paymentTransactionId,
  };
}

/** The store's owner and a member of staff, signed in, and a shopper's cash recharge for them to decide. */
async function makeConsole(context: TestContext, shop: SubscriptionShop, shopper: Shopper): Promise<ConsoleOf> {
  const db = context.database.db;
  const owner = await signInStaff(context.app, db, shop, 'OWNER');
  const staff = await signInStaff(context.app, db, shop, 'STAFF');
  const recharge = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    amount: 50,
    paymentSource: 'COD',
  });
  if (recharge.statusCode !== 200) throw new Error(`recharge answered ${recharge.statusCode}: ${recharge.body}`);
  return { owner, staff, rechargeId: recharge.json().transaction.id as string };
}

async function refsOf(db: Db, shop: SubscriptionShop, friendlyId: string) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.storeId, shop.storeId));
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.storeId, shop.storeId));
  return { productId: product!.id, categoryId: category!.id, friendlyId };
}

export async function createWorld(context: TestContext): Promise<World> {
  const { app } = context;
  const db = context.database.db;
  let friendlyA = '';
  let friendlyB = '';
  const shopA = await createSubscriptionShop(context, (document) => {
    friendlyA = document.store.friendlyId;
  });
  const shopB = await createSubscriptionShop(context, (document) => {
    friendlyB = document.store.friendlyId;
    // A marker that must never appear in an answer about store A.
    document.products[0]!.name = 'Zanzibar Leak Marker Ghee';
  });
  const ownerA = await makeOwner(context, shopA);
  const customerB = await makeOwner(context, shopB);
  const neighbourA = await signIn(app, shopA);
  return {
    console: {
      A: await makeConsole(context, shopA, neighbourA),
      B: await makeConsole(context, shopB, customerB.shopper),
    },
    context,
    app,
    db,
    shopA,
    shopB,
    ownerA,
    neighbourA,
    customerB,
    refs: { A: await refsOf(db, shopA, friendlyA), B: await refsOf(db, shopB, friendlyB) },
  };
}

/**
 * A fingerprint of the whole database: per table, the row count and a sum of row hashes (any changed
 * column of any row changes it), so "nothing changed" covers money, stock and everything else.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables
    .filter((table) => !table.name.startsWith('__drizzle'))
    .map(
      (table) =>
        `select '${table.name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print from "${table.name}" t`,
    );
  const rows = await selectRows<{ name: string; print: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** Whoever calls with a token: a shopper, or a member of a store's staff. */
export interface Caller {
  session: { accessToken: string };
}

export const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.session.accessToken}` });
