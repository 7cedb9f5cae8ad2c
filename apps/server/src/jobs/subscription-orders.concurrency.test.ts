import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { selectRows } from '#src/db/select-rows.ts';
import {
  createCommerceTestApp,
  fundWallet,
  setVariant,
  signIn,
  stockOf,
} from '#src/modules/orders/commerce-test-kit.ts';
import {
  addDays,
  createSubscriptionShop,
  subscribe,
  weekdayOf,
} from '#src/modules/subscriptions/subscription-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { runSubscriptionOrders } from './subscription-orders.ts';

// PGlite has one connection and runs transactions one at a time: races are real only on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const context = onPostgres ? await createCommerceTestApp() : null;

describe.skipIf(!onPostgres)('subscription orders under concurrency (PostgreSQL)', () => {
  it('four replicas running the same date make each order exactly once, never overselling or overdrawing', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createSubscriptionShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 7 });
    const date = addDays(indiaToday(), 2);
    const day = weekdayOf(date);
    const codShoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(app, shop)));
    for (const shopper of codShoppers)
      await subscribe(shop, shopper, { variantId: shop.variants.rice, daysOfWeek: [day] });
    // One wallet with enough for one delivery, three subscriptions drawing on it.
    const walletShopper = await signIn(app, shop);
    await fundWallet(db, shop, walletShopper, 1000);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 100 });
    for (let i = 0; i < 3; i += 1) {
      await subscribe(shop, walletShopper, { daysOfWeek: [day], paymentMethod: 'HAAT_WALLET', endDate: date });
    }

    const summaries = await Promise.all(Array.from({ length: 4 }, () => runSubscriptionOrders(db, { date })));
    const total = (key: 'placed' | 'failed' | 'errors') => summaries.reduce((sum, s) => sum + s[key], 0);
    expect(total('errors')).toBe(0);
    expect(total('placed') + total('failed')).toBe(13);

    const [counts] = await selectRows<{ orders: number; deliveries: number; placed: number }>(
      db,
      sql`select (select count(*)::int from orders where store_id = ${shop.storeId}) as orders,
        (select count(*)::int from subscription_deliveries where store_id = ${shop.storeId}) as deliveries,
        (select count(*)::int from orders where store_id = ${shop.storeId} and order_state = 'PLACED') as placed`,
    );
    expect(counts).toEqual({ orders: 13, deliveries: 13, placed: 7 + 1 });
    expect(await stockOf(db, shop.variants.rice)).toBe(0);
    // 599.99 a delivery: one fits in 1000.
    const ledger = await walletLedger(db, shop.storeId, walletShopper.customerId);
    expect(ledger).toEqual({ balancePaise: 100_000 - 59_999, ledgerPaise: 100_000 - 59_999 });
  });
});
