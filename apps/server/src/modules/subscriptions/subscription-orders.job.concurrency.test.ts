import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysOfWeek } from '@haat/contract/content/content.values';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { selectRows } from '#src/db/select-rows.ts';
import { subscriptions } from '#src/db/schema/index.ts';
import { attackLogFor, onPostgres, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import {
  address,
  countRows,
  createCommerceTestApp,
  fundWallet,
  setVariant,
  signIn,
  stockOf,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop } from './subscription-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';

// The guarantee of the daily job run by every server at once: one order per subscription per day, never
// overselling stock or overdrawing a wallet.
const context = onPostgres ? await createCommerceTestApp() : null;
const log = attackLogFor('subscription orders under concurrency (PostgreSQL)');

const RICE_DELIVERY_PAISE = 47_276; // 450.25 + 5 % GST; a subscription delivery pays no shipping

describe.skipIf(!onPostgres)('one subscription order per subscription per day (PostgreSQL)', () => {
  it('five servers, each making four deliveries at once, make each order once, never overselling or overdrawing', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createSubscriptionShop(context!);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 6 });
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const date = indiaToday();
    const subscribe = (shopper: Shopper, variantId: string, paymentMethod: 'COD' | 'HAAT_WALLET') =>
      db.insert(subscriptions).values({
        storeId: shop.storeId,
        customerId: shopper.customerId,
        productVariantId: variantId,
        quantity: 1,
        daysOfWeek: [...daysOfWeek],
        startDate: date,
        paymentMethod,
        shippingAddress: address,
      });
    // 10 cash ghee deliveries for 6 in stock.
    for (let i = 0; i < 10; i += 1) await subscribe(await signIn(app, shop), shop.variants.ghee, 'COD');
    // 4 wallet rice deliveries, 2 of them funded.
    const walletShoppers = await Promise.all(Array.from({ length: 4 }, () => signIn(app, shop)));
    for (const [index, shopper] of walletShoppers.entries()) {
      if (index < 2) await fundWallet(db, shop, shopper, 600);
      await subscribe(shopper, shop.variants.rice, 'HAAT_WALLET');
    }
    // One wallet with enough for one delivery, three subscriptions drawing on it.
    const sharedWallet = await signIn(app, shop);
    await fundWallet(db, shop, sharedWallet, 900);
    for (let i = 0; i < 3; i += 1) await subscribe(sharedWallet, shop.variants.rice, 'HAAT_WALLET');

    const baseline = await takeStockBaseline(db);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        runSubscriptionOrders(db, { date, now: indiaMoment(date, '07:00'), concurrency: 4 }),
      ),
    );
    const sum = (key: 'placed' | 'failed' | 'errors') => runs.reduce((total, run) => total + run[key], 0);
    expect({ placed: sum('placed'), failed: sum('failed'), errors: sum('errors') }).toEqual({
      placed: 6 + 2 + 1,
      failed: 4 + 2 + 2,
      errors: 0,
    });
    const [orders] = await selectRows<{ placed: number; failed: number }>(
      db,
      sql`select count(*) filter (where order_state = 'PLACED')::int as placed,
        count(*) filter (where order_state = 'FAILED')::int as failed from orders where store_id = ${shop.storeId}`,
    );
    expect(orders).toEqual({ placed: 9, failed: 8 });
    expect(await countRows(db, 'subscription_deliveries', `store_id = '${shop.storeId}'`)).toBe(17);
    const twice = await selectRows<{ subscription_id: string }>(
      db,
      sql`select subscription_id from subscription_deliveries where store_id = ${shop.storeId}
        group by subscription_id, delivery_date having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    expect(await stockOf(db, shop.variants.ghee)).toBe(0);
    expect(await stockOf(db, shop.variants.rice)).toBe(97);
    for (const shopper of walletShoppers.slice(0, 2)) {
      expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
        balancePaise: 60_000 - RICE_DELIVERY_PAISE,
        ledgerPaise: 60_000 - RICE_DELIVERY_PAISE,
      });
    }
    expect(await walletLedger(db, shop.storeId, sharedWallet.customerId)).toEqual({
      balancePaise: 90_000 - RICE_DELIVERY_PAISE,
      ledgerPaise: 90_000 - RICE_DELIVERY_PAISE,
    });
    await log.settle(db, 'parallel subscription runs', runs.length, baseline);
  });
});
