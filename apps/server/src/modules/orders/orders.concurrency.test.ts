import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import { walletTransactions } from '#src/db/schema/index.ts';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  stockOf,
  type Shopper,
} from './commerce-test-kit.ts';

// The guarantees of placing and cancelling orders at the same time: no oversell, no double spend of a
// wallet, one refund and one restock per cancellation. Payments: payments.concurrency.test.ts; subscription
// runs: subscriptions/subscription-orders.job.concurrency.test.ts; all of them at once: hardening/concurrency.test.ts.
const context = onPostgres ? await createCommerceTestApp() : null;
const log = attackLogFor('orders under concurrency (PostgreSQL)');

const RICE_PAISE = 51_276; // 450.25 + 5 % GST, shipping free from 499

// Each attack sets up dozens of shoppers and checkouts first: on a busy machine that takes a while.
describe.skipIf(!onPostgres)('no oversell (PostgreSQL)', { timeout: 90_000 }, () => {
  it('100 concurrent orders for the last item in stock make exactly one order', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(app, shop)));
    const attempts: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const shopper of shoppers) {
      for (let i = 0; i < 10; i += 1) {
        const lines = [{ productVariantId: shop.variants.salt, quantity: 1 }];
        attempts.push({ shopper, checkoutId: await readyCheckout(shopper, lines, 'COD') });
      }
    }
    const baseline = await takeStockBaseline(db);
    const answers = await Promise.all(attempts.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 99 });
    expect(await stockOf(db, shop.variants.salt)).toBe(0);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(1);
    await log.settle(db, 'last item', attempts.length, baseline);
  });

  it('40 parallel two-line orders for 7 in stock make exactly 7 orders, without a deadlock', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
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
    await log.settle(db, 'two-line oversell', attempts.length, baseline);
  });
});

describe.skipIf(!onPostgres)('no double spend of a wallet (PostgreSQL)', { timeout: 90_000 }, () => {
  it('30 parallel wallet orders against balances for 3 and for 1 make exactly 4', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
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
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe('Insufficient Balance');
    expect(await walletLedger(db, shop.storeId, shopper!.customerId)).toEqual({
      balancePaise: 160_000 - 3 * RICE_PAISE,
      ledgerPaise: 160_000 - 3 * RICE_PAISE,
    });
    expect(await walletLedger(db, shop.storeId, other!.customerId)).toEqual({
      balancePaise: 60_000 - RICE_PAISE,
      ledgerPaise: 60_000 - RICE_PAISE,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(96);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(4);
    await log.settle(db, 'wallet double spend', attempts.length, baseline);
  });
});

describe.skipIf(!onPostgres)('one refund and one restock per cancellation (PostgreSQL)', { timeout: 90_000 }, () => {
  it('12 cancellations by the shopper and 8 by the shop refund a wallet order once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 1000);
    const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
    const placed = await placeOrder(shopper, await readyCheckout(shopper, lines, 'HAAT_WALLET'));
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
    expect(await countRows(db, 'orders', `id = '${orderId}' and order_state = 'CANCELLED'`)).toBe(1);
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

  it('keeps the ledgers after a mixed load of orders and triple cancellations', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 30 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signIn(app, shop)));
    for (const shopper of shoppers) await fundWallet(db, shop, shopper, 1500);
    const plans: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const [index, shopper] of shoppers.entries()) {
      for (let i = 0; i < 4; i += 1) {
        const method = (index + i) % 2 === 0 ? 'HAAT_WALLET' : 'COD';
        const lines = [{ productVariantId: shop.variants.rice, quantity: 1 + (i % 3) }];
        plans.push({ shopper, checkoutId: await readyCheckout(shopper, lines, method) });
      }
    }
    const baseline = await takeStockBaseline(db);
    const placed = await Promise.all(plans.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId)));
    const orders = placed.flatMap((answer, i) =>
      answer.statusCode === 200 ? [{ shopper: plans[i]!.shopper, id: answer.json().id as string }] : [],
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(placed.every((answer) => [200, 400, 409].includes(answer.statusCode))).toBe(true);
    // Cancel every other order, each three times at once: one cancellation each goes through.
    const toCancel = orders.filter((_, i) => i % 2 === 0);
    const cancels = await Promise.all(
      toCancel.flatMap(({ shopper, id }) =>
        Array.from({ length: 3 }, () =>
          shopper.call('PUT', `/api/orders/${id}/state`, { orderState: 'CANCELLED', reason: 'load' }),
        ),
      ),
    );
    expect(statusCounts(cancels)).toEqual({ 200: toCancel.length, 409: 2 * toCancel.length });
    for (const shopper of shoppers) {
      const ledger = await walletLedger(db, shop.storeId, shopper.customerId);
      expect(ledger!.balancePaise).toBe(ledger!.ledgerPaise);
      expect(ledger!.balancePaise).toBeGreaterThanOrEqual(0);
    }
    const [live] = await selectRows<{ q: number }>(
      db,
      sql`select coalesce(sum(i.quantity), 0)::int as q from order_items i join orders o on o.id = i.order_id
        where o.store_id = ${shop.storeId} and o.order_state not in ('CANCELLED', 'FAILED')`,
    );
    expect(await stockOf(db, shop.variants.rice)).toBe(30 - live!.q);
    const [refunds] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wallet_transactions t join orders o on o.id = t.order_id
        where o.store_id = ${shop.storeId} and t.transaction_type = 'CREDIT'`,
    );
    const [cancelledWalletOrders] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where store_id = ${shop.storeId}
        and order_state = 'CANCELLED' and payment_method = 'HAAT_WALLET'`,
    );
    expect(refunds!.n).toBe(cancelledWalletOrders!.n);
    await log.settle(db, 'orders and cancellations', placed.length + cancels.length, baseline);
  });
});
