import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, products } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import {
  changedTables,
  createRecordedApp,
  createWorld,
  customerIdFields,
  routeKey,
  snapshot,
  type Caller,
} from './hardening-world.ts';
import { routeTable, type Probe } from './route-table.ts';

/**
 * Tenant and owner isolation, generated from the app's own route table: every customer-owned resource of a
 * customer of store A is read, changed and deleted by a neighbour in store A, a customer of store B and an
 * anonymous caller; every route whose schema takes a customer id is called naming the neighbour; every
 * store-scoped read is asked with no, a forged, a malformed and another store's id.
 */
const { context, routes } = await createRecordedApp();
const world = await createWorld(context);
const { app, db } = world;
const tally = {
  routes: 0,
  attempts: 0,
  leaks: 0,
  fiveHundreds: 0,
  storeReads: 0,
  forged: 0,
  misScoped: 0,
  otherCustomer: 0,
  console: 0,
};

afterAll(() => {
  console.log(
    `isolation: ${tally.routes} routes covered (${routes.length} registered), ${tally.attempts} cross-tenant attempts, ` +
      `${tally.forged} forged/missing store ids on ${tally.storeReads} store reads, ` +
      `${tally.misScoped} owner calls naming another org or store, ${tally.otherCustomer} naming another customer, ` +
      `${tally.console} refused console calls, ` +
      `${tally.leaks} leaks, ${tally.fiveHundreds} 500s`,
  );
});

const swapIds = (probe: Probe, from: string, to: string): Probe => ({
  url: probe.url.replaceAll(from, to),
  body: probe.body && JSON.parse(JSON.stringify(probe.body).replaceAll(from, to)),
});

const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: string, probe: Probe, who: Caller | null) {
  const response = await app.inject({
    method: method as 'GET',
    url: probe.url,
    headers: who ? { authorization: `Bearer ${who.session.accessToken}` } : {},
    ...(probe.body ? { payload: probe.body } : {}),
  });
  if (response.statusCode >= 500) tally.fiveHundreds += 1;
  return response;
}

describe('the route table', () => {
  it('classifies every route the app registers', () => {
    const missing = routes.map(routeKey).filter((key) => !(key in routeTable));
    expect(missing, `classify these in hardening/route-table.ts: ${missing.join(', ')}`).toEqual([]);
    tally.routes = routes.filter((route) => routeKey(route) in routeTable).length;
  });

  // The store-scope guard checks the store of every route marked `publicRead`: a store read without the mark
  // would be answered by its handler alone.
  it('marks every store read, and only those, as a public read', () => {
    const storeReadKeys = Object.keys(routeTable).filter((key) => routeTable[key]?.kind === 'store-read');
    const marked = routes.filter((route) => route.publicRead).map(routeKey);
    expect(marked.sort()).toEqual(storeReadKeys.sort());
  });

  // Decision 036: the console's gate guards every console route and no other; its owner's gate, the owner's.
  it('guards every console route, and only those, with the console’s gate', () => {
    const gated = routes.filter((route) => route.staffGate).map((route) => `${routeKey(route)} ${route.staffGate}`);
    const table = Object.entries(routeTable)
      .filter(([, entry]) => entry.kind === 'console')
      .map(([key, entry]) => `${key} ${entry.kind === 'console' && entry.ownerOnly ? 'owner' : 'staff'}`);
    expect(gated.sort()).toEqual(table.sort());
  });

  // Decision 003: no module compares a customer id with the token's, the gate (`requireCustomer`) does. So a
  // route that takes one must be behind the gate and take it where the gate reads: `customerId` at the top
  // of the query, body or path. A signed upload's path is bound by its signature instead.
  it('takes a customer id only where the customer gate checks it', () => {
    const gateSees = (field: string) => /^(params|query|body)\.customerId$/.test(field);
    const unseen = routes
      .filter((route) => routeTable[routeKey(route)]?.kind !== 'signed-upload')
      .flatMap((route) =>
        customerIdFields(route)
          .filter((field) => !route.customerGate || !gateSees(field))
          .map((field) => `${routeKey(route)} (${field})`),
      );
    expect(unseen, 'customer ids the customer gate does not check').toEqual([]);
  });

  it('reads a customer id from a route’s path, query and body schemas', () => {
    const fieldsOf = (key: string) => customerIdFields(routes.find((route) => routeKey(route) === key)!);
    expect(fieldsOf('GET /api/customers/:customerId')).toEqual(['params.customerId']);
    expect(fieldsOf('GET /api/orders')).toEqual(['query.customerId']);
    expect(fieldsOf('POST /api/checkouts')).toEqual(['body.customerId']);
    expect(fieldsOf('GET /api/orders/:id')).toEqual([]);
  });
});

const customerRoutes = Object.entries(routeTable).filter(
  ([key, entry]) => entry.kind === 'customer' && routes.some((route) => routeKey(route) === key),
);

describe('customer-owned resources of a customer of store A', () => {
  const victim = world.ownerA;
  const attackers: Array<{ label: string; who: Caller | null; storeId: string; selfOnlyToo: boolean }> = [
    { label: 'anonymous', who: null, storeId: world.shopA.storeId, selfOnlyToo: true },
    // Decision 036: a console token never passes for a shopper's, not even its store's owner's.
    {
      label: 'store A’s owner (console token)',
      who: world.console.A.owner,
      storeId: world.shopA.storeId,
      selfOnlyToo: true,
    },
    { label: 'another customer of store A', who: world.neighbourA, storeId: world.shopA.storeId, selfOnlyToo: false },
    {
      label: 'a customer of store B (own store id)',
      who: world.customerB.shopper,
      storeId: world.shopB.storeId,
      selfOnlyToo: false,
    },
    {
      label: 'a customer of store B (store A’s id)',
      who: world.customerB.shopper,
      storeId: world.shopA.storeId,
      selfOnlyToo: true,
    },
  ];

  it.each(customerRoutes)('%s answers 403/404 to others and changes nothing', async (key, entry) => {
    if (entry.kind !== 'customer') return;
    const method = methodOf(key);
    const probe = entry.probe(world, victim);
    for (const attacker of attackers) {
      if (entry.selfOnly && !attacker.selfOnlyToo) continue;
      const before = await snapshot(db);
      const response = await send(method, swapIds(probe, victim.shop.storeId, attacker.storeId), attacker.who);
      tally.attempts += 1;
      const changed = changedTables(before, await snapshot(db));
      const refused = response.statusCode === 403 || response.statusCode === 404;
      if (!refused || changed.length > 0) tally.leaks += 1;
      expect(response.statusCode, `${attacker.label}: ${response.body.slice(0, 300)}`).toBeOneOf([403, 404]);
      expect(response.json()).toHaveProperty('message');
      expect(changed, `${attacker.label} changed`).toEqual([]);
    }
    // The owner's own read works, so the refusals above were about ownership, not a malformed probe.
    if (method === 'GET' && !entry.selfOnly) {
      const own = await send(method, probe, victim.shopper);
      expect(own.statusCode, own.body.slice(0, 300)).toBe(200);
    }
  });
});

/** The probe with `key` set to `value` where the storefront puts it: the query of a GET or DELETE, else the body. */
function namingScope(method: string, probe: Probe, key: 'storeId' | 'orgId', value: string): Probe {
  if (method !== 'GET' && method !== 'DELETE') return { ...probe, body: { ...probe.body, [key]: value } };
  const url = new URL(probe.url, 'http://probe.invalid');
  url.searchParams.set(key, value);
  return { ...probe, url: `${url.pathname}${url.search}` };
}

describe('customer routes called by the owner naming another org or store', () => {
  const owner = world.ownerA;
  const elsewhere = world.shopB;

  // Decision 003, one rule for every route: a storeId or orgId that is not the token's answers 404.
  it.each(customerRoutes)('%s answers 404 and changes nothing', async (key, entry) => {
    if (entry.kind !== 'customer') return;
    const method = methodOf(key);
    const probe = entry.probe(world, owner);
    const misScoped = [
      { label: 'orgId of another org', probe: namingScope(method, probe, 'orgId', elsewhere.orgId) },
      { label: 'storeId of another store', probe: namingScope(method, probe, 'storeId', elsewhere.storeId) },
    ];
    for (const attempt of misScoped) {
      const before = await snapshot(db);
      const response = await send(method, attempt.probe, owner.shopper);
      tally.misScoped += 1;
      const changed = changedTables(before, await snapshot(db));
      if (response.statusCode !== 404 || changed.length > 0) tally.leaks += 1;
      expect(response.statusCode, `${attempt.label}: ${response.body.slice(0, 300)}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(changed, `${attempt.label} changed`).toEqual([]);
    }
  });
});

const namingCustomer = customerRoutes.filter(([key]) =>
  routes.some((route) => routeKey(route) === key && customerIdFields(route).length > 0),
);

describe('customer routes called by the owner naming another customer of the store', () => {
  const owner = world.ownerA;
  const neighbourId = world.neighbourA.customerId;

  // Another customer is as unknown as another store: 404, whatever the resource, before any handler runs.
  it.each(namingCustomer)('%s answers 404 and changes nothing', async (key, entry) => {
    if (entry.kind !== 'customer') return;
    const probe = entry.probe(world, owner);
    expect(JSON.stringify(probe), 'the probe names the owner where the route takes a customer id').toContain(
      owner.shopper.customerId,
    );
    const before = await snapshot(db);
    const response = await send(methodOf(key), swapIds(probe, owner.shopper.customerId, neighbourId), owner.shopper);
    tally.otherCustomer += 1;
    const changed = changedTables(before, await snapshot(db));
    if (response.statusCode !== 404 || changed.length > 0) tally.leaks += 1;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Customer not found' });
    expect(changed).toEqual([]);
  });
});

const consoleRoutes = Object.entries(routeTable).filter(
  ([key, entry]) => entry.kind === 'console' && routes.some((route) => routeKey(route) === key),
);

describe('console routes of store A', () => {
  const [a, b] = [world.console.A, world.console.B];
  const shoppers: Array<[string, Caller | null, number]> = [
    ['anonymous', null, 401],
    ['a forged token', { session: { accessToken: 'forged.token.here' } }, 401],
    ['a customer of store A', world.ownerA.shopper, 404],
    ['a customer of store B', world.customerB.shopper, 404],
    ['store B’s owner', b.owner, 404],
    ['store B’s staff', b.staff, 404],
  ];

  // Anyone but store A's own staff is refused before any handler runs, and nothing changes.
  it.each(consoleRoutes)('%s refuses everyone but store A’s staff and changes nothing', async (key, entry) => {
    if (entry.kind !== 'console') return;
    const method = methodOf(key);
    const probe = entry.probe(world, 'A');
    const attempts: Array<[string, Caller | null, Probe, number]> = shoppers.map(([label, who, status]) => [
      label,
      who,
      probe,
      status,
    ]);
    attempts.push([
      'store A’s owner naming store B',
      a.owner,
      namingScope(method, probe, 'storeId', b.owner.storeId),
      404,
    ]);
    attempts.push([
      'store A’s owner naming another org',
      a.owner,
      namingScope(method, probe, 'orgId', world.shopB.orgId),
      404,
    ]);
    if (entry.ownerOnly) attempts.push(['store A’s STAFF', a.staff, probe, 403]);
    for (const [label, who, attempt, status] of attempts) {
      const before = await snapshot(db);
      const response = await send(method, attempt, who);
      tally.console += 1;
      const changed = changedTables(before, await snapshot(db));
      if (response.statusCode !== status || changed.length > 0) tally.leaks += 1;
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
      expect(response.json()).toHaveProperty('message');
      expect(changed, `${label} changed`).toEqual([]);
    }
    // Store A's own staff may read, so the refusals above were about who asked, not a malformed probe.
    if (method === 'GET') {
      for (const member of entry.ownerOnly ? [a.owner] : [a.owner, a.staff]) {
        const own = await send(method, probe, member);
        expect(own.statusCode, own.body.slice(0, 300)).toBe(200);
      }
    }
  });
});

const storeReads = Object.entries(routeTable).filter(
  ([key, entry]) => entry.kind === 'store-read' && routes.some((route) => routeKey(route) === key),
);

describe('store-scoped public reads', () => {
  const b = world.shopB;
  const markersOfB = [b.storeId, b.orgId, world.refs.B.productId, world.refs.B.categoryId, 'Zanzibar'];

  it.each(storeReads)(
    '%s answers only store A, and 4xx to a forged, missing or mismatched store',
    async (key, entry) => {
      if (entry.kind !== 'store-read') return;
      tally.storeReads += 1;
      const probe = entry.probe(world, 'A');
      const own = await send('GET', probe, null);
      expect(own.statusCode, own.body.slice(0, 300)).toBe(200);
      const leaked = markersOfB.filter((marker) => own.body.includes(marker));
      if (leaked.length) tally.leaks += 1;
      expect(leaked, 'store B in store A’s answer').toEqual([]);

      const a = world.shopA.storeId;
      const forgeries: Probe[] = [
        swapIds(probe, a, randomUUID()),
        swapIds(probe, a, 'not-a-store'),
        swapIds(probe, a, `${a}' OR '1'='1`),
        { url: `${probe.url}${probe.url.includes('?') ? '&' : '?'}orgId=${b.orgId}` },
      ];
      if (/[?&]storeId=/.test(probe.url)) forgeries.push({ url: probe.url.replace(/([?&])storeId=[^&]*&?/, '$1') });
      // Store A's product or category asked under store B's id.
      if (probe.url.includes(world.refs.A.productId) || probe.url.includes(world.refs.A.categoryId)) {
        forgeries.push(swapIds(probe, a, b.storeId));
      }
      for (const forged of forgeries) {
        tally.forged += 1;
        const response = await send('GET', forged, null);
        const scoped = response.statusCode >= 400 && response.statusCode < 500;
        if (!scoped) tally.leaks += 1;
        expect(response.statusCode, `${forged.url}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, forged.url).toBeLessThan(500);
        expect(response.json()).toHaveProperty('message');
      }
    },
  );
});

describe('lists and totals', () => {
  it('counts only the store’s own products', async () => {
    for (const shop of [world.shopA, world.shopB]) {
      const page = (await send('GET', { url: `/api/products?storeId=${shop.storeId}&size=100` }, null)).json();
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${products} where ${products.storeId} = ${shop.storeId} and ${products.isShown}`,
      );
      expect(page.totalCount).toBe(Number(row!.n));
      const ids = (page.products as Array<{ id: string }>).map((p) => p.id);
      const owned = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, shop.storeId)));
      expect(ids.every((id) => owned.some((o) => o.id === id))).toBe(true);
    }
  });

  it('lists only the caller’s own orders and subscriptions', async () => {
    for (const owner of [world.ownerA, world.customerB]) {
      const list = await send(
        'GET',
        { url: `/api/orders?customerId=${owner.shopper.customerId}&storeId=${owner.shop.storeId}` },
        owner.shopper,
      );
      const ids = (list.json().orders as Array<{ id: string }>).map((o) => o.id).sort();
      const mine = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, owner.shopper.customerId), eq(orders.storeId, owner.shop.storeId)));
      expect(ids).toEqual(mine.map((o) => o.id).sort());
      const subscriptions = await send(
        'GET',
        { url: `/api/subscriptions?customerId=${owner.shopper.customerId}&storeId=${owner.shop.storeId}` },
        owner.shopper,
      );
      expect((subscriptions.json().subscriptions as Array<{ id: string }>).map((s) => s.id)).toEqual([
        owner.subscriptionId,
      ]);
    }
    const neighbour = await send(
      'GET',
      { url: `/api/orders?customerId=${world.neighbourA.customerId}&storeId=${world.shopA.storeId}` },
      world.neighbourA,
    );
    expect(neighbour.json().orders).toEqual([]);
  });

  it('finds store B’s products only in store B’s search', async () => {
    const inA = await send('GET', { url: `/api/search/products?storeId=${world.shopA.storeId}&query=zanzibar` }, null);
    expect(inA.json().totalCount).toBe(0);
    const inB = await send('GET', { url: `/api/search/products?storeId=${world.shopB.storeId}&query=zanzibar` }, null);
    expect(inB.json().totalCount).toBe(1);
  });
});
