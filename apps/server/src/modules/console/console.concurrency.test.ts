import { describe, expect, it } from 'vitest';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  stockOf,
  type CommerceShop,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { signInStaff, type StaffCaller } from './console-test-kit.ts';

// Two (or more) members acting on one order or one recharge at the same moment: one wins, every other is told
// 409 with what the thing is now, and the money, stock and invoices move once. PGlite runs one transaction at a
// time, so these races are real only on PostgreSQL.
const context = onPostgres ? await createCommerceTestApp() : null;
const log = attackLogFor('the shop console under concurrency (PostgreSQL)');

async function codOrder(shop: CommerceShop): Promise<{ id: string; finalPrice: number }> {
  const shopper = await signIn(context!.app, shop);
  const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
  return (await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'))).json();
}

const moveAll = (members: StaffCaller[], orderId: string, bodies: object[]) =>
  Promise.all(
    members.map((member, index) => member.call('POST', `/orders/${orderId}/moves`, bodies[index % bodies.length]!)),
  );

describe.skipIf(!onPostgres)('members moving one order at once (PostgreSQL)', { timeout: 90_000 }, () => {
  it('8 members shipping one order: one ships it, seven are told it is out for delivery; one invoice', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const members = await Promise.all(Array.from({ length: 8 }, () => signInStaff(app, db, shop, 'STAFF')));
    const order = await codOrder(shop);
    const baseline = await takeStockBaseline(db);
    const answers = await moveAll(members, order.id, [{ move: 'SHIP', fromState: 'PLACED' }]);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 7 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        code: 'CONFLICT',
        message: 'This order has just changed: it is now out for delivery. Nothing was done.',
      });
    }
    expect(await countRows(db, 'tax_documents', `order_id = '${order.id}'`)).toBe(1);
    expect(await countRows(db, 'order_state_history', `order_id = '${order.id}' and to_state = 'SHIPPED'`)).toBe(1);
    expect(await countRows(db, 'console_audit', `target_id = '${order.id}'`)).toBe(1);
    await log.settle(db, 'one order shipped by 8', answers.length, baseline);
  });

  it('shipping and cancelling 10 orders at once: each ends one way, the loser sees the winner’s state', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const [packer, canceller] = await Promise.all([
      signInStaff(app, db, shop, 'STAFF'),
      signInStaff(app, db, shop, 'OWNER'),
    ]);
    const orders = [];
    for (let i = 0; i < 10; i += 1) orders.push(await codOrder(shop));
    const baseline = await takeStockBaseline(db);
    const bodies = [
      { move: 'SHIP', fromState: 'PLACED' },
      { move: 'CANCEL', fromState: 'PLACED', reason: 'Shopper called' },
    ];
    const answers = (await Promise.all(orders.map((order) => moveAll([packer!, canceller!], order.id, bodies)))).flat();
    expect(statusCounts(answers)).toEqual({ 200: 10, 409: 10 });
    for (const [index, order] of orders.entries()) {
      const pair = answers.slice(index * 2, index * 2 + 2);
      const winner = pair.find((answer) => answer.statusCode === 200)!.json();
      const loser = pair.find((answer) => answer.statusCode === 409)!.json();
      const now = winner.orderState === 'SHIPPED' ? 'out for delivery' : 'cancelled';
      expect(loser.message).toBe(`This order has just changed: it is now ${now}. Nothing was done.`);
      expect(await countRows(db, 'order_state_history', `order_id = '${order.id}'`)).toBe(2);
    }
    const shipped = answers.filter((answer) => answer.statusCode === 200 && answer.json().orderState === 'SHIPPED');
    expect(await stockOf(db, shop.variants.rice)).toBe(10 - shipped.length);
    await log.settle(db, 'ship against cancel ×10', answers.length, baseline);
  });

  it('two members delivering one COD order: its cash is taken once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const members = await Promise.all([signInStaff(app, db, shop, 'STAFF'), signInStaff(app, db, shop, 'STAFF')]);
    const order = await codOrder(shop);
    await members[0]!.call('POST', `/orders/${order.id}/moves`, { move: 'SHIP', fromState: 'PLACED' });
    const baseline = await takeStockBaseline(db);
    const body = { move: 'DELIVER', fromState: 'SHIPPED', cashCollected: order.finalPrice };
    const answers = await moveAll(members, order.id, [body]);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    expect(await countRows(db, 'cash_receipts', `order_id = '${order.id}'`)).toBe(1);
    await log.settle(db, 'one COD order delivered by 2', answers.length, baseline);
  });
});

describe.skipIf(!onPostgres)('members deciding one cash recharge at once (PostgreSQL)', { timeout: 90_000 }, () => {
  it('6 confirming and 6 rejecting: decided once, the wallet credited at most once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const members = await Promise.all(Array.from({ length: 12 }, () => signInStaff(app, db, shop, 'STAFF')));
    const shopper = await signIn(app, shop);
    const recharge = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
      customerId: shopper.customerId,
      walletId: shopper.walletId,
      amount: 300,
      paymentSource: 'COD',
    });
    const lineId = recharge.json().transaction.id as string;
    const baseline = await takeStockBaseline(db);
    const answers = await Promise.all(
      members.map((member, index) =>
        member.call('POST', `/cash-recharges/${lineId}/${index % 2 ? 'reject' : 'confirm'}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 11 });
    const status = answers.find((answer) => answer.statusCode === 200)!.json().status as string;
    const balance = (await walletLedger(db, shop.storeId, shopper.customerId))!.balancePaise;
    expect(balance).toBe(status === 'COMPLETED' ? 30_000 : 0);
    expect(await countRows(db, 'cash_receipts', `wallet_transaction_id = '${lineId}'`)).toBe(
      status === 'COMPLETED' ? 1 : 0,
    );
    await log.settle(db, 'one recharge decided by 12', answers.length, baseline);
  });
});
