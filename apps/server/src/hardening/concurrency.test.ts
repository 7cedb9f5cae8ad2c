import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { daysOfWeek } from '@haat/contract/content/content.values';
import { productVariants, subscriptions } from '#src/db/schema/index.ts';
import {
  address,
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from './concurrency-kit.ts';
import { checkInvariants } from './invariants.ts';

// Every guarantee under concurrency is proven in one place beside its module: no oversell, no double
// spend, one refund per cancellation (orders.concurrency.test.ts); a payment settles once, a wallet is
// credited once (payments.concurrency.test.ts); one subscription order per day
// (subscriptions/subscription-orders.job.concurrency.test.ts); OTP limits (identity/otp-limits.concurrency.test.ts).
// Here: all of them at once, and the invariants checker they all settle with.
// The checker's own test runs on both engines; the attacks only on PostgreSQL.
const context = await createCommerceTestApp();
const log = attackLogFor('concurrency (PostgreSQL)');

// Each attack sets up dozens of shoppers and checkouts first: on a busy machine that takes a while.
describe.skipIf(!onPostgres)(
  'money and stock under a mixed concurrent attack (PostgreSQL)',
  { timeout: 90_000 },
  () => {
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
  },
);

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
