import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import {
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

// PGlite has one connection and runs transactions one at a time: races are real only on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const context = onPostgres ? await createCommerceTestApp() : null;

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

describe.skipIf(!onPostgres)('orders under concurrency (PostgreSQL)', () => {
  it('100 concurrent orders for the last item in stock make exactly one order', async () => {
    const { app, database } = context!;
    const shop = await createShop(context!);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(app, shop)));
    const attempts: Array<{ shopper: Shopper; checkoutId: string }> = [];
    for (const shopper of shoppers) {
      for (let i = 0; i < 10; i += 1) {
        attempts.push({
          shopper,
          checkoutId: await readyCheckout(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD'),
        });
      }
    }
    const answers = await Promise.all(attempts.map(({ shopper, checkoutId }) => placeOrder(shopper, checkoutId)));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 99 });
    expect(await stockOf(database.db, shop.variants.salt)).toBe(0);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where store_id = ${shop.storeId}`,
    );
    expect(row!.n).toBe(1);
  });

  it('50 concurrent wallet-paid orders against a balance for one make exactly one order', async () => {
    const { app, database } = context!;
    const shop = await createShop(context!);
    await setVariant(database.db, shop.variants.rice, { availableQuantity: 100 });
    const shopper = await signIn(app, shop);
    await fundWallet(database.db, shop, shopper, 600); // one rice order is 512.76
    const checkouts = [];
    for (let i = 0; i < 50; i += 1)
      checkouts.push(
        await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'HAAT_WALLET'),
      );
    const answers = await Promise.all(checkouts.map((checkoutId) => placeOrder(shopper, checkoutId)));
    expect(statuses(answers)).toEqual({ 200: 1, 400: 49 });
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe('Insufficient Balance');
    expect(await walletLedger(database.db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 60_000 - 51_276,
      ledgerPaise: 60_000 - 51_276,
    });
    expect(await stockOf(database.db, shop.variants.rice)).toBe(99);
  });

  it('keeps the ledgers after a mixed load of orders and cancellations', async () => {
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
        plans.push({
          shopper,
          checkoutId: await readyCheckout(
            shopper,
            [{ productVariantId: shop.variants.rice, quantity: 1 + (i % 3) }],
            method,
          ),
        });
      }
    }
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
    expect(statuses(cancels)).toEqual({ 200: toCancel.length, 409: 2 * toCancel.length });
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
  });
});
