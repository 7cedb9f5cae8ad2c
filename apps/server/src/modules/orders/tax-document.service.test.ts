import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxDocuments } from '#src/db/schema/index.ts';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
} from './commerce-test-kit.ts';
import { changeOrderState } from './order-state.service.ts';
import { findOrder } from './orders.repository.ts';
import { issueInvoice } from './tax-document.service.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

async function placedOrders(shop: CommerceShop, count: number): Promise<string[]> {
  const shopper = await signIn(app, shop);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
    ids.push((await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'))).json().id as string);
  }
  return ids;
}

const ship = (shop: CommerceShop, orderId: string, at?: Date) =>
  changeOrderState(db, { owner: { storeId: shop.storeId }, orderId, to: 'SHIPPED', actor: 'OPERATOR', at });

const numbersOf = async (shop: CommerceShop) =>
  (
    await db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.storeId, shop.storeId), eq(taxDocuments.kind, 'INVOICE')))
      .orderBy(taxDocuments.serial)
  ).map(({ number }) => number);

describe('invoice numbers', () => {
  it('are consecutive per store as orders ship, and each store has its own series', async () => {
    const [shopA, shopB] = [await createShop(context), await createShop(context)];
    const at = new Date('2026-11-27T06:00:00Z');
    const [a1, a2, a3] = await placedOrders(shopA, 3);
    const [b1] = await placedOrders(shopB, 1);
    for (const orderId of [a1!, a2!]) await ship(shopA, orderId, at);
    await ship(shopB, b1!, at);
    await ship(shopA, a3!, at);
    expect(await numbersOf(shopA)).toEqual(['INV/26-27/000001', 'INV/26-27/000002', 'INV/26-27/000003']);
    expect(await numbersOf(shopB)).toEqual(['INV/26-27/000001']);
  });

  it('start a new series on 1 April, India time', async () => {
    const shop = await createShop(context);
    const [march, april, later] = await placedOrders(shop, 3);
    // 31 March 2027, 23:59:59 in India; then 00:00 on 1 April (still 31 March in UTC).
    await ship(shop, march!, new Date('2027-03-31T18:29:59Z'));
    await ship(shop, april!, new Date('2027-03-31T18:30:00Z'));
    await ship(shop, later!, new Date('2027-04-02T10:00:00Z'));
    expect(await numbersOf(shop)).toEqual(['INV/26-27/000001', 'INV/27-28/000001', 'INV/27-28/000002']);
    const [first] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, march!));
    expect(first).toMatchObject({ financialYear: 2026, serial: 1 });
  });

  it('leave no gap when the transaction that took a number rolls back', async () => {
    const shop = await createShop(context);
    const [rolledBack, next] = await placedOrders(shop, 2);
    const at = new Date('2026-11-27T06:00:00Z');
    const attempt = db.transaction(async (tx) => {
      const order = await findOrder(tx, { storeId: shop.storeId }, rolledBack!, { lock: true });
      const issued = await issueInvoice(tx, order!, at);
      expect(issued.number).toBe('INV/26-27/000001');
      throw new Error('the shipment failed after the invoice was written');
    });
    await expect(attempt).rejects.toThrow(/shipment failed/);
    expect(await numbersOf(shop)).toEqual([]);
    await ship(shop, next!, at);
    await ship(shop, rolledBack!, at);
    expect(await numbersOf(shop)).toEqual(['INV/26-27/000001', 'INV/26-27/000002']);
  });

  it('keep credit notes in a series of their own', async () => {
    const shop = await createShop(context);
    const [cancelled, kept] = await placedOrders(shop, 2);
    const at = new Date('2026-11-27T06:00:00Z');
    await ship(shop, cancelled!, at);
    await changeOrderState(db, {
      owner: { storeId: shop.storeId },
      orderId: cancelled!,
      to: 'CANCELLED',
      actor: 'OPERATOR',
      at,
    });
    await ship(shop, kept!, at);
    const documents = await db
      .select({ kind: taxDocuments.kind, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.storeId, shop.storeId))
      .orderBy(taxDocuments.number);
    expect(documents).toEqual([
      { kind: 'CREDIT_NOTE', number: 'CN/26-27/000001' },
      { kind: 'INVOICE', number: 'INV/26-27/000001' },
      { kind: 'INVOICE', number: 'INV/26-27/000002' },
    ]);
  });
});
