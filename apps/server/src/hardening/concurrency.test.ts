import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { daysOfWeek } from '@haat/contract/content/content.schemas';
import { toPaise } from '@haat/contract/format';
import { productVariants, subscriptions, walletTransactions } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import {
  address,
  countRows,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  stockOf,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  onlineOrder,
} from '#src/modules/payments/payments-test-kit.ts';
import { AttackLog, statusCounts, takeStockBaseline } from './concurrency-kit.ts';
import { checkInvariants } from './invariants.ts';

// PGlite has one connection and runs transactions one at a time: races are real only on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The checker's own test runs on both engines; the attacks only on PostgreSQL.
const context = await createPaymentsTestApp();
const log = new AttackLog();
afterAll(() => {
  if (onPostgres) log.print('concurrency (PostgreSQL)');
});

const RICE_PAISE = 51_276; // 450.25 + 5 % GST, shipping free from 499

// Each attack sets up dozens of shoppers and checkouts first: on a busy machine that takes a while.
describe.skipIf(!onPostgres)('money and stock under concurrent attack (PostgreSQL)', { timeout: 90_000 }, () => {
  it('oversell: 40 parallel two-line orders for 7 in stock make exactly 7 orders', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 7 });
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signIn(app, shop)));
    const attempts: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const [index, shopper] of shoppers.entries()) {
      for (let i = 0; i < 5; i += 1) {
        // Lines in both orders: placement must lock in one order and never deadlock.
        const lines = [
          { productVariantId: shop.variants.ghee, quantity: 1 },
          { productVariantId: shop.variants.rice, quantity: 1 },
        ];
        if ((index + i) % 2 === 1) lines.reverse();
        attempts.push({ shopper, checkoutId: await readyCheckout(shopper, lines, 'COD') });
      }
    }
    const baseline = await takeStockBaseline(db);
    const answers = await Promise.all(attempts.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId)));
    expect(statusCounts(answers)).toEqual({ 200: 7, 409: 33 });
    expect(await stockOf(db, shop.variants.ghee)).toBe(0);
    expect(await stockOf(db, shop.variants.rice)).toBe(93);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(7);
    await log.settle(db, 'oversell', attempts.length, baseline);
  });

  it('double spend: 30 parallel wallet orders against a balance for 3 make exactly 3', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context);
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const [shopper, other] = await Promise.all([signIn(app, shop), signIn(app, shop)]);
    await fundWallet(db, shop, shopper!, 1600);
    await fundWallet(db, shop, other!, 600);
    const attempts: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (let i = 0; i < 30; i += 1) {
      const who = i % 3 === 2 ? other! : shopper!;
      const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
      attempts.push({ shopper: who, checkoutId: await readyCheckout(who, lines, 'HAAT_WALLET') });
    }
    const baseline = await takeStockBaseline(db);
    const answers = await Promise.all(attempts.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId)));
    // 1600 pays three orders of 512.76 and 600 pays one.
    expect(statusCounts(answers)).toEqual({ 200: 4, 400: 26 });
    expect(await walletLedger(db, shop.storeId, shopper!.customerId)).toEqual({
      balancePaise: 160_000 - 3 * RICE_PAISE,
      ledgerPaise: 160_000 - 3 * RICE_PAISE,
    });
    expect(await walletLedger(db, shop.storeId, other!.customerId)).toEqual({
      balancePaise: 60_000 - RICE_PAISE,
      ledgerPaise: 60_000 - RICE_PAISE,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(96);
    await log.settle(db, 'wallet double spend', attempts.length, baseline);
  });

  it('parallel cancellations: 12 by the shopper and 8 by the shop refund a wallet order once', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 1000);
    const checkoutId = await readyCheckout(
      shopper,
      [{ productVariantId: shop.variants.rice, quantity: 1 }],
      'HAAT_WALLET',
    );
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().id as string;
    const baseline = await takeStockBaseline(db);
    const byShopper = Array.from({ length: 12 }, () =>
      shopper.call('PUT', `/api/orders/${orderId}/state`, { orderState: 'CANCELLED', reason: 'race' }),
    );
    const byShop = Array.from({ length: 8 }, () =>
      app.inject({
        method: 'POST',
        url: `/api/dev/orders/${orderId}/state`,
        payload: { orderState: 'CANCELLED', reason: 'race' },
      }),
    );
    const answers = await Promise.all([...byShopper, ...byShop]);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 100_000,
      ledgerPaise: 100_000,
    });
    const refunds = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.transactionType, 'CREDIT')));
    expect(refunds).toHaveLength(1);
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
    await log.settle(db, 'parallel cancellations', answers.length, baseline);
  });

  it('parallel subscription jobs: 5 runs for one day make one order per subscription', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context, (document) => {
      for (const product of document.products) product.isSubscribable = true;
    });
    await setVariant(db, shop.variants.ghee, { availableQuantity: 6 });
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 14 }, () => signIn(app, shop)));
    const date = indiaToday();
    // 10 COD ghee deliveries for 6 in stock; 4 wallet rice deliveries, 2 of them funded.
    for (const [index, shopper] of shoppers.entries()) {
      const byWallet = index >= 10;
      if (byWallet && index < 12) await fundWallet(db, shop, shopper, 600);
      await db.insert(subscriptions).values({
        storeId: shop.storeId,
        customerId: shopper.customerId,
        productVariantId: byWallet ? shop.variants.rice : shop.variants.ghee,
        quantity: 1,
        daysOfWeek: [...daysOfWeek],
        startDate: date,
        paymentMethod: byWallet ? 'HAAT_WALLET' : 'COD',
        shippingAddress: address,
      });
    }
    const baseline = await takeStockBaseline(db);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: '/api/dev/jobs/subscriptions', payload: { date } }),
      ),
    );
    expect(runs.map((run) => run.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sum = (key: 'placed' | 'failed' | 'errors') =>
      runs.reduce((total, run) => total + Number(run.json()[key]), 0);
    expect({ placed: sum('placed'), failed: sum('failed'), errors: sum('errors') }).toEqual({
      placed: 8,
      failed: 6,
      errors: 0,
    });
    const [orders] = await selectRows<{ placed: number; failed: number }>(
      db,
      sql`select count(*) filter (where order_state = 'PLACED')::int as placed,
        count(*) filter (where order_state = 'FAILED')::int as failed from orders where store_id = ${shop.storeId}`,
    );
    expect(orders).toEqual({ placed: 8, failed: 6 });
    expect(await countRows(db, 'subscription_deliveries', `store_id = '${shop.storeId}'`)).toBe(14);
    expect(await stockOf(db, shop.variants.ghee)).toBe(0);
    await log.settle(db, 'parallel subscription jobs', runs.length, baseline);
  });

  it('double recharge: 20 recharge calls and 10 webhooks for one paid recharge credit it once', async () => {
    const { app, database, gateway } = context;
    const db = database.db;
    const shop = await createShop(context);
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
    expect(statusCounts(webhooks)).toEqual({ 200: 10 });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 25_000,
      ledgerPaise: 25_000,
    });
    expect(await countRows(db, 'wallet_transactions', `payment_transaction_id = '${session.id}'`)).toBe(1);
    await log.settle(db, 'double recharge', recharges.length + webhooks.length, baseline);
  });

  it('double webhook: 10 deliveries, 5 status polls and 3 abandons of one paid order place it once', async () => {
    const { app, database, gateway } = context;
    const db = database.db;
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id })
    ).json() as { id: string };
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const baseline = await takeStockBaseline(db);
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
    const [row] = await selectRows<{ state: string; payment: string; moves: number }>(
      db,
      sql`select o.order_state as state, o.payment_status as payment,
        (select count(*)::int from order_state_history h where h.order_id = o.id and h.actor = 'PAYMENT') as moves
        from orders o where o.id = ${order.id}`,
    );
    expect(row).toEqual({ state: 'PLACED', payment: 'PAID', moves: 1 });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    await log.settle(db, 'double webhook', webhooks.length + polls.length + abandons.length, baseline);
  });

  it('pay against cancel: 5 webhooks and 5 cancellations of one online order leave its money in the wallet once', async () => {
    const { app, database, gateway } = context;
    const db = database.db;
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id })
    ).json() as { id: string };
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const baseline = await takeStockBaseline(db);
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

  it('cash recharge: 10 confirmations and 5 rejections of one cash line decide it once', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context);
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

  it('mixed storm: orders, refunds, subscription runs and the last item, all at once on one wallet each', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context, (document) => {
      for (const product of document.products) product.isSubscribable = true;
    });
    await setVariant(db, shop.variants.rice, { availableQuantity: 40 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(app, shop)));
    const date = indiaToday();
    const earlier: string[] = [];
    const storm: Array<{ shopper: Shopper; checkoutId: string }> = [];
    const lastItem: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const shopper of shoppers) {
      await fundWallet(db, shop, shopper, 1500);
      const rice = [{ productVariantId: shop.variants.rice, quantity: 1 }];
      const placed = await placeOrder(shopper, await readyCheckout(shopper, rice, 'HAAT_WALLET'));
      earlier.push(placed.json().id as string);
      // 987.24 left: the new order (512.76), the ghee delivery (599.99) and the refund (512.76) race for it.
      storm.push({ shopper, checkoutId: await readyCheckout(shopper, rice, 'HAAT_WALLET') });
      const salt = [{ productVariantId: shop.variants.salt, quantity: 1 }];
      lastItem.push({ shopper, checkoutId: await readyCheckout(shopper, salt, 'COD') });
      await db.insert(subscriptions).values({
        storeId: shop.storeId,
        customerId: shopper.customerId,
        productVariantId: shop.variants.ghee,
        quantity: 1,
        daysOfWeek: [...daysOfWeek],
        startDate: date,
        paymentMethod: 'HAAT_WALLET',
        shippingAddress: address,
      });
    }
    const baseline = await takeStockBaseline(db);
    const cancel = (orderId: string, shopper: Shopper) => [
      shopper.call('PUT', `/api/orders/${orderId}/state`, { orderState: 'CANCELLED', reason: 'storm' }),
      app.inject({ method: 'POST', url: `/api/dev/orders/${orderId}/state`, payload: { orderState: 'CANCELLED' } }),
    ];
    const [orders, salt, cancels, runs] = await Promise.all([
      Promise.all(storm.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId))),
      Promise.all(lastItem.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId))),
      Promise.all(earlier.flatMap((orderId, i) => cancel(orderId, shoppers[i]!))),
      Promise.all(
        Array.from({ length: 3 }, () =>
          app.inject({ method: 'POST', url: '/api/dev/jobs/subscriptions', payload: { date } }),
        ),
      ),
    ]);
    const ordered = statusCounts(orders);
    expect((ordered[200] ?? 0) + (ordered[400] ?? 0)).toBe(10);
    expect(statusCounts(salt)).toEqual({ 200: 1, 409: 9 });
    expect(statusCounts(cancels)).toEqual({ 200: 10, 409: 10 });
    expect(runs.map((run) => run.statusCode)).toEqual([200, 200, 200]);
    const outcomes = runs.map((run) => run.json() as { placed: number; failed: number; errors: number });
    expect(outcomes.reduce((total, run) => total + run.placed + run.failed, 0)).toBe(10);
    expect(outcomes.reduce((total, run) => total + run.errors, 0)).toBe(0);
    const attempts = orders.length + salt.length + cancels.length + runs.length;
    await log.settle(db, 'mixed storm', attempts, baseline);
  });
});

describe('the invariants checker', () => {
  it('the checker reports stock nobody ordered, money the ledger never saw and a broken order', async () => {
    const { app, database } = context;
    const db = database.db;
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const placed = await placeOrder(
      shopper,
      await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD'),
    );
    const orderId = placed.json().id as string;
    const baseline = await takeStockBaseline(db);
    await db
      .update(productVariants)
      .set({ availableQuantity: sql`${productVariants.availableQuantity} - 1` })
      .where(eq(productVariants.id, shop.variants.rice));
    await db.execute(sql`update wallets set balance_paise = balance_paise + 100 where id = ${shopper.walletId}`);
    await db.execute(sql`update orders set final_price_paise = final_price_paise + 1 where id = ${orderId}`);
    const report = await checkInvariants(db, { stockBaseline: baseline });
    expect(report.breaks).toEqual([
      `wallet ${shopper.walletId}: balance 100 ≠ ledger 0`,
      `variant ${shop.variants.rice}: stock 9 + held by live orders 0 ≠ initial 10`,
      `order ${orderId} (PLACED/PENDING): totals differ from its items' money`,
    ]);
    // Put it back: the suite's other checks run over the whole database.
    await db.execute(sql`update wallets set balance_paise = 0 where id = ${shopper.walletId}`);
    await db.execute(sql`update orders set final_price_paise = final_price_paise - 1 where id = ${orderId}`);
    await setVariant(db, shop.variants.rice, { availableQuantity: 10 });
  });
});
