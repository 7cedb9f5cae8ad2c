import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import {
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { openConsoleStream, orderEventData, type StreamEvent } from '#src/testing/console-stream.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { consoleUrl, signInStaff } from './console-test-kit.ts';

// Heartbeats often enough that a logout is noticed within the test; streams that live for the whole file.
const context = await createTestApp({
  otpSendsPerIpPerHour: 100_000,
  consoleStream: { heartbeatMs: 100, maxMs: 60_000 },
});
const { app } = context;
const db = context.database.db;
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const shop = await createShop(context);
const otherShop = await createShop(context);
const owner = await signInStaff(app, db, shop, 'OWNER');
const staff = await signInStaff(app, db, shop, 'STAFF');

async function order(forShop: CommerceShop, shopper: Shopper): Promise<string> {
  const lines = [{ productVariantId: forShop.variants.rice, quantity: 1 }];
  const placed = await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'));
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return placed.json().id as string;
}

const isOrder = (orderId: string, kind: string) => (event: StreamEvent) =>
  event.event === 'order' && orderEventData(event).orderId === orderId && orderEventData(event).kind === kind;

describe('GET /api/stores/:storeId/console/events', () => {
  it('refuses a missing token (401), a shopper’s (404) and another store’s staff (404)', async () => {
    const shopper = await signIn(app, shop);
    const otherOwner = await signInStaff(app, db, otherShop, 'OWNER');
    const url = consoleUrl(shop.storeId, '/events');
    const asked = (token?: string) =>
      app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const none = await asked();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('message');
    expect((await asked(shopper.session.accessToken)).statusCode).toBe(404);
    expect((await asked(otherOwner.session.accessToken)).statusCode).toBe(404);
    // Over real HTTP too, as the browser asks: refused before any stream opens.
    const stream = await openConsoleStream(origin, shop.storeId, otherOwner.session.accessToken);
    expect(stream.status).toBe(404);
    await stream.ended;
  });

  it('streams the store’s new orders and moves to its owner and staff, and nothing of another store', async () => {
    const streams = await Promise.all(
      [owner, staff].map((member) => openConsoleStream(origin, shop.storeId, member.session.accessToken)),
    );
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
    }
    const elsewhere = await order(otherShop, await signIn(app, otherShop));
    const placed = await order(shop, await signIn(app, shop));
    for (const stream of streams) {
      expect(orderEventData(await stream.next(isOrder(placed, 'PLACED')))).toEqual({
        kind: 'PLACED',
        orderId: placed,
        state: 'PLACED',
      });
    }
    const moved = await staff.call('POST', `/orders/${placed}/moves`, { move: 'SHIP', fromState: 'PLACED' });
    expect(moved.statusCode).toBe(200);
    for (const stream of streams) {
      expect(orderEventData(await stream.next(isOrder(placed, 'CHANGED')))).toMatchObject({ state: 'SHIPPED' });
      // The other store's order came first: had it been sent here, it would have been read by now.
      expect(stream.events.filter((event) => event.data.includes(elsewhere))).toEqual([]);
      stream.close();
    }
  });

  it('sends heartbeats, and ends the stream when its session ends', async () => {
    const member = await signInStaff(app, db, shop, 'STAFF');
    const stream = await openConsoleStream(origin, shop.storeId, member.session.accessToken);
    await stream.next((event) => event.event === 'comment' && event.data === 'heartbeat');
    expect((await member.call('POST', '/logout')).statusCode).toBeLessThan(300);
    await stream.next((event) => event.event === 'signed-out');
    await stream.ended;
  });
});

describe('a server closing with consoles connected', () => {
  it('ends their streams and closes without waiting for them', async () => {
    const second = await buildApp({ database: context.database, config: context.config });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const secondOrigin = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    const stream = await openConsoleStream(secondOrigin, shop.storeId, owner.session.accessToken);
    await stream.next((event) => event.event === 'ready');
    await second.close();
    await stream.ended;
  });
});
