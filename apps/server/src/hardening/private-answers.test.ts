import { describe, expect, it } from 'vitest';
import { outboxOtp, requestOtp, uniqueMobile, verifyOtp } from '#src/modules/identity/identity-test-kit.ts';
import { bearer, createRecordedApp, createWorld, routeKey } from './hardening-world.ts';
import { routeTable, type Probe } from './route-table.ts';

/**
 * Answers about one customer (profile, addresses, carts, checkouts, orders, invoices, subscriptions, payments,
 * wallet) and a session's answers (its tokens) say `Cache-Control: private, no-store`, refusals included: no
 * proxy or CDN, and no browser cache on a shared computer, keeps them for the next caller. The routes are walked
 * from the route table, so a new customer route is checked without a word here.
 */
const PRIVATE = 'private, no-store';
const { context, routes } = await createRecordedApp();
const world = await createWorld(context);
const { app } = world;

const registered = (key: string) => routes.some((route) => routeKey(route) === key);
const customerRoutes = Object.entries(routeTable).filter(
  ([key, entry]) => entry.kind === 'customer' && registered(key),
);
const sessionRoutes = Object.entries(routeTable).filter(
  ([key]) => (key.includes(' /api/identity/') || key.includes('/console/login/')) && registered(key),
);
const consoleRoutes = Object.entries(routeTable).filter(([key, entry]) => entry.kind === 'console' && registered(key));

const send = (key: string, probe: Probe, headers: Record<string, string> = {}) =>
  app.inject({
    method: key.split(' ')[0] as 'GET',
    url: probe.url,
    headers,
    ...(probe.body ? { payload: probe.body } : {}),
  });

describe('answers about a customer', () => {
  it.each(customerRoutes)('%s is private, no-store, to its owner and to a caller it refuses', async (key, entry) => {
    if (entry.kind !== 'customer') return;
    const probe = entry.probe(world, world.ownerA);
    const own = await send(key, probe, bearer(world.ownerA.shopper));
    expect(own.headers['cache-control'], `${own.statusCode} ${own.body.slice(0, 200)}`).toBe(PRIVATE);
    const refused = await send(key, probe);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe(PRIVATE);
  });
});

describe('answers of the shop’s console', () => {
  // Its reads (orders, shoppers' phones, cash): private, whoever asks; writes are checked on their refusal.
  it.each(consoleRoutes)(
    '%s is private, no-store, to the store’s owner and to a caller it refuses',
    async (key, entry) => {
      if (entry.kind !== 'console') return;
      const probe = entry.probe(world, 'A');
      if (key.startsWith('GET ')) {
        const own = await send(key, probe, bearer(world.console.A.owner));
        expect(own.statusCode).toBe(200);
        expect(own.headers['cache-control']).toBe(PRIVATE);
      }
      const refused = await send(key, probe);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe(PRIVATE);
    },
  );
});

describe('answers about a session', () => {
  it.each(sessionRoutes)('%s is private, no-store', async (key, entry) => {
    if (entry.kind !== 'public' || !entry.probe) return;
    const response = await send(key, entry.probe(world));
    expect(response.headers['cache-control'], `${response.statusCode}`).toBe(PRIVATE);
  });

  it('sends the tokens of a login and of a renewal private, no-store, and its logout too', async () => {
    const shop = world.shopA;
    const mobile = uniqueMobile();
    const sent = await requestOtp(app, shop, mobile);
    const login = await verifyOtp(app, shop, mobile, await outboxOtp(app, shop, mobile));
    expect(login.statusCode).toBe(200);
    const { refreshToken } = login.json() as { refreshToken: string };
    const renewal = await app.inject({
      method: 'GET',
      url: `/api/identity/renewAccessToken?storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(renewal.statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/identity/logout',
      payload: { refreshToken: (renewal.json() as { refreshToken: string }).refreshToken, storeId: shop.storeId },
    });
    expect(logout.statusCode).toBe(204);
    for (const response of [sent, login, renewal, logout]) expect(response.headers['cache-control']).toBe(PRIVATE);
  });
});
