import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#src/db/schema/index.ts';
import { onPostgres, secondServer } from '#src/hardening/concurrency-kit.ts';
import {
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
} from './commerce-test-kit.ts';
import { changeOrderState } from './order-state.service.ts';

// Invoice numbers under concurrency: two servers (two connection pools on one database) ship a store's orders
// at once, and every invoice gets its own number, 1 to N with none skipped (decision 030). PGlite runs
// transactions one at a time, so this runs on PostgreSQL only, where every test of this file must run.
const context = onPostgres ? await createCommerceTestApp() : null;

describe.skipIf(!onPostgres)('invoice numbers under concurrency (PostgreSQL)', { timeout: 120_000 }, () => {
  it('two servers shipping 40 orders at once issue INV 1 to 40, no number twice and none skipped', async () => {
    const { app, database } = context!;
    const db = database.db;
    const other = await secondServer(db);
    const shop = await createShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 1_000 });
    const orderIds: string[] = [];
    for (const shopper of await Promise.all(Array.from({ length: 8 }, () => signIn(app, shop)))) {
      await fundWallet(db, shop, shopper, 5_000);
      for (let i = 0; i < 5; i += 1) {
        const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
        const placed = await placeOrder(shopper, await readyCheckout(shopper, lines, 'HAAT_WALLET'));
        orderIds.push(placed.json().id as string);
      }
    }
    // Half through the app's HTTP route (its pool), half straight through the second pool, both by the clock
    // of now; and each order twice, so two servers also race to ship the same order.
    const shipments = orderIds.flatMap((orderId, i) => [
      i % 2 === 0
        ? app.inject({ method: 'POST', url: `/api/dev/orders/${orderId}/state`, payload: { orderState: 'SHIPPED' } })
        : changeOrderState(other, { owner: { storeId: shop.storeId }, orderId, to: 'SHIPPED', actor: 'OPERATOR' }),
      changeOrderState(i % 2 === 0 ? other : db, {
        owner: { storeId: shop.storeId },
        orderId,
        to: 'SHIPPED',
        actor: 'OPERATOR',
      }),
    ]);
    await Promise.all(shipments);

    const issued = await db
      .select({ orderId: schema.taxDocuments.orderId, serial: schema.taxDocuments.serial })
      .from(schema.taxDocuments)
      .where(and(eq(schema.taxDocuments.storeId, shop.storeId), eq(schema.taxDocuments.kind, 'INVOICE')));
    expect(issued).toHaveLength(orderIds.length);
    expect(new Set(issued.map(({ orderId }) => orderId)).size).toBe(orderIds.length);
    expect(issued.map(({ serial }) => serial).sort((a, b) => a - b)).toEqual(orderIds.map((_, i) => i + 1));
    const [counter] = await db
      .select({ last: schema.taxDocumentCounters.lastSerial })
      .from(schema.taxDocumentCounters)
      .where(eq(schema.taxDocumentCounters.storeId, shop.storeId));
    expect(counter!.last).toBe(orderIds.length);
  });
});
