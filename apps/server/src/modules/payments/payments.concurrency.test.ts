import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toPaise } from '@haat/contract/format';
import { selectRows } from '#src/db/select-rows.ts';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import {
  countRows,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  stockOf,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { settlePayment } from './payment-settlement.service.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  onlineOrder,
  refusedPayment,
  startedOnlinePayment,
} from './payments-test-kit.ts';
import { expireUnpaidOrders } from './unpaid-order-expiry.service.ts';

// The guarantees of money arriving at the same time from several sides: a payment settles its order once,
// whatever races it (webhooks, polls, abandons, cancellations, the unpaid-order expiry); a wallet is
// credited once per payment or cash decision. Orders and their cancellations: orders.concurrency.test.ts.
const context = onPostgres ? await createPaymentsTestApp() : null;
const log = attackLogFor('payments under concurrency (PostgreSQL)');

/** A new shop's online order that the provider was paid for, its webhook not delivered yet. */
async function paidAtProvider() {
  const { app, database, gateway } = context!;
  const shop = await createShop(context!);
  const { shopper, order, session } = await startedOnlinePayment(app, shop);
  const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
  return {
    app,
    db: database.db,
    shop,
    shopper,
    order,
    session,
    webhook,
    baseline: await takeStockBaseline(database.db),
  };
}

describe.skipIf(!onPostgres)('a payment settles its order once (PostgreSQL)', { timeout: 90_000 }, () => {
  it('10 webhook deliveries, 5 status polls and 3 abandons of one paid order place it once', async () => {
    const { app, db, shop, shopper, order, session, webhook, baseline } = await paidAtProvider();
    const [webhooks, polls, abandons] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => deliverWebhook(app, webhook))),
      Promise.all(Array.from({ length: 5 }, () => shopper.call('GET', `/api/payment-transactions/${session.id}`))),
      Promise.all(
        Array.from({ length: 3 }, () =>
          shopper.call('POST', `/api/payment-transactions/${session.id}/abandon`, { reason: 'Time Limit Exceeded' }),
        ),
      ),
    ]);
    expect(statusCounts([...webhooks, ...polls, ...abandons])).toEqual({ 200: 18 });
    expect([...polls, ...abandons].map((answer) => answer.json().paymentStatus)).toEqual(Array(8).fill('SUCCEEDED'));
    const [row] = await selectRows<{ state: string; payment: string; moves: number; placements: number }>(
      db,
      sql`select o.order_state as state, o.payment_status as payment,
        (select count(*)::int from order_state_history h where h.order_id = o.id and h.actor = 'PAYMENT') as moves,
        (select count(*)::int from order_state_history h where h.order_id = o.id and h.to_state = 'PLACED')
          as placements
        from orders o where o.id = ${order.id}`,
    );
    expect(row).toEqual({ state: 'PLACED', payment: 'PAID', moves: 1, placements: 1 });
    expect(await countRows(db, 'payment_transactions', `id = '${session.id}' and status = 'SUCCEEDED'`)).toBe(1);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    await log.settle(db, 'double webhook', webhooks.length + polls.length + abandons.length, baseline);
  });

  it('5 webhooks and 5 cancellations of one online order leave its money in the wallet once', async () => {
    const { app, db, shop, shopper, order, webhook, baseline } = await paidAtProvider();
    const [webhooks, cancels] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => deliverWebhook(app, webhook))),
      Promise.all(
        Array.from({ length: 5 }, () =>
          shopper.call('PUT', `/api/orders/${order.id}/state`, { orderState: 'CANCELLED', reason: 'race' }),
        ),
      ),
    ]);
    expect(statusCounts(webhooks)).toEqual({ 200: 5 });
    expect(statusCounts(cancels)).toEqual({ 200: 1, 409: 4 });
    // Cancelled first: the late payment is parked in the wallet; paid first: the cancellation refunds it.
    const price = toPaise(order.finalPrice);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: price,
      ledgerPaise: price,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
    await log.settle(db, 'pay against cancel', webhooks.length + cancels.length, baseline);
  });

  it('an expiry racing a late payment: either the order is placed, or it is cancelled and the money credited', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const cases = [];
    for (let i = 0; i < 12; i += 1) {
      const shopper = await signIn(app, shop);
      const order = await onlineOrder(shopper, shop);
      cases.push({ shopper, order, payment: await refusedPayment(context!, shop, shopper, order) });
    }
    // Order i was placed i seconds after `base`, so each round's expiry reaches exactly one order, whose
    // late payment lands at the same moment (started first in every other round).
    const base = Date.now() - 60 * 60_000;
    for (const [i, { order }] of cases.entries()) {
      await db.execute(
        sql`update orders set created_at = ${new Date(base + i * 1000).toISOString()} where id = ${order.id}`,
      );
    }
    const baseline = await takeStockBaseline(db);
    const quiet = { error: () => {} };
    for (const [i, { order, payment }] of cases.entries()) {
      const expire = () => expireUnpaidOrders(db, { placedBefore: new Date(base + i * 1000 + 500), batchSize: 100 });
      const pay = () =>
        settlePayment(db, quiet, payment, {
          status: 'SUCCEEDED',
          amountPaise: toPaise(order.finalPrice),
          providerPaymentId: `late-${payment.id}`,
        });
      await Promise.all(i % 2 === 0 ? [expire(), pay(), expire()] : [pay(), expire(), expire()]);
    }

    let placed = 0;
    for (const { shopper, order } of cases) {
      const [row] = await selectRows<{ order_state: string; cancels: number }>(
        db,
        sql`select order_state, (select count(*)::int from order_state_history h
              where h.order_id = o.id and h.to_state = 'CANCELLED') as cancels
            from orders o where o.id = ${order.id}`,
      );
      const wallet = await walletLedger(db, shop.storeId, shopper.customerId);
      if (row!.order_state === 'PLACED') {
        placed += 1;
        expect(wallet).toEqual({ balancePaise: 0, ledgerPaise: 0 });
        expect(row!.cancels).toBe(0);
      } else {
        expect(row!.order_state).toBe('CANCELLED');
        expect(row!.cancels).toBe(1);
        const amount = toPaise(order.finalPrice);
        expect(wallet).toEqual({ balancePaise: amount, ledgerPaise: amount });
      }
    }
    // Stock is held by the placed orders only, returned exactly once by each cancelled one.
    expect(await stockOf(db, shop.variants.rice)).toBe(100 - placed);
    await log.settle(db, 'expiry against late payment', 3 * cases.length, baseline);
  });
});

describe.skipIf(!onPostgres)('a wallet is credited once (PostgreSQL)', { timeout: 90_000 }, () => {
  it('20 recharge calls and 10 webhooks for one paid recharge credit it once', async () => {
    const { app, database, gateway } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    const session = (await initiate(shopper, { provider: 'CASHFREE', amount: 250 })).json() as { id: string };
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const baseline = await takeStockBaseline(db);
    const recharge = () =>
      shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
        customerId: shopper.customerId,
        walletId: shopper.walletId,
        amount: 250,
        paymentTransactionId: session.id,
        paymentSource: 'ONLINE_PAYMENT',
      });
    const [recharges, webhooks] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, recharge)),
      Promise.all(Array.from({ length: 10 }, () => deliverWebhook(app, webhook))),
    ]);
    expect(statusCounts(recharges)).toEqual({ 200: 20 });
    // Every caller is told of the same one credit.
    expect(new Set(recharges.map((answer) => answer.json().transaction.id)).size).toBe(1);
    expect(statusCounts(webhooks)).toEqual({ 200: 10 });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 25_000,
      ledgerPaise: 25_000,
    });
    expect(await countRows(db, 'wallet_transactions', `payment_transaction_id = '${session.id}'`)).toBe(1);
    await log.settle(db, 'double recharge', recharges.length + webhooks.length, baseline);
  });

  it('10 confirmations and 5 rejections of one cash recharge decide it once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    const recharge = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
      customerId: shopper.customerId,
      walletId: shopper.walletId,
      amount: 300,
      paymentSource: 'COD',
    });
    expect(recharge.statusCode).toBe(200);
    const lineId = recharge.json().transaction.id as string;
    const baseline = await takeStockBaseline(db);
    const decide = (decision: string) =>
      app.inject({ method: 'POST', url: `/api/dev/wallet-transactions/${lineId}/${decision}-cash` });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => decide('confirm')),
      ...Array.from({ length: 5 }, () => decide('reject')),
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 14 });
    const decided = answers.find((answer) => answer.statusCode === 200)!.json().status as string;
    const expected = decided === 'COMPLETED' ? 30_000 : 0;
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: expected,
      ledgerPaise: expected,
    });
    await log.settle(db, 'cash recharge decisions', answers.length, baseline);
  });

  it('a recharge, its webhook and three wallet orders each cancelled, per shopper at once, end at 700', async () => {
    const { app, gateway, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signIn(app, shop)));
    const baseline = await takeStockBaseline(db);
    const work: Array<Promise<unknown>> = [];
    for (const shopper of shoppers) {
      await fundWallet(db, shop, shopper, 600);
      const recharge = (await initiate(shopper, { provider: 'CASHFREE', amount: 100 })).json();
      const webhook = gateway.emulator.settle('CASHFREE', recharge.id, 'pay')!;
      const walletOrders = [];
      for (let i = 0; i < 3; i += 1) {
        walletOrders.push(
          await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'HAAT_WALLET'),
        );
      }
      const body = {
        customerId: shopper.customerId,
        walletId: shopper.walletId,
        amount: 100,
        paymentSource: 'ONLINE_PAYMENT',
        paymentTransactionId: recharge.id,
      };
      work.push(deliverWebhook(app, webhook), shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, body));
      for (const checkoutId of walletOrders) {
        work.push(
          placeOrder(shopper, checkoutId).then(async (answer) => {
            if (answer.statusCode === 200) {
              await shopper.call('PUT', `/api/orders/${answer.json().id}/state`, {
                orderState: 'CANCELLED',
                reason: 'x',
              });
            }
          }),
        );
      }
    }
    await Promise.all(work);
    for (const shopper of shoppers) {
      const ledger = await walletLedger(db, shop.storeId, shopper.customerId);
      expect(ledger!.balancePaise).toBe(ledger!.ledgerPaise);
      expect(ledger!.balancePaise).toBe(70_000);
    }
    await log.settle(db, 'recharges, orders and cancellations', work.length, baseline);
  });
});
