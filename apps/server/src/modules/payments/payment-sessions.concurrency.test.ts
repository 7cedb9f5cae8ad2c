import { describe, expect, it } from 'vitest';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import { countRows, createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createPaymentsTestApp, initiate, onlineOrder } from './payments-test-kit.ts';

// Issue 33 (6): two "Pay" requests at once made two payment sessions for one order, and paying both charged
// the shopper twice. Run on PostgreSQL, where the requests really race; sequential cases:
// payment-sessions.routes.test.ts.
const context = onPostgres ? await createPaymentsTestApp() : null;
const log = attackLogFor('payment sessions under concurrency (PostgreSQL)');

describe.skipIf(!onPostgres)('an order has one open payment session (PostgreSQL)', { timeout: 90_000 }, () => {
  it('10 initiates of one order at once all answer the same one session', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const baseline = await takeStockBaseline(db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 10 });
    const sessions = new Set(answers.map((answer) => `${answer.json().id} ${answer.json().paymentUrl}`));
    expect(sessions.size).toBe(1);
    expect(await countRows(db, 'payment_transactions', `order_id = '${order.id}'`)).toBe(1);
    await log.settle(db, 'parallel initiates', answers.length, baseline);
  });
});
