import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toPaise } from '@haat/contract/format';
import { selectRows } from '#src/db/select-rows.ts';
import { createShop, setVariant, signIn, stockOf } from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { settlePayment } from './payment-settlement.service.ts';
import { createPaymentsTestApp, onlineOrder, refusedPayment } from './payments-test-kit.ts';
import { expireUnpaidOrders } from './unpaid-order-expiry.service.ts';

// PGlite has one connection and runs transactions one at a time: races are real only on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const context = onPostgres ? await createPaymentsTestApp() : null;
const log = { error: () => {} };

describe.skipIf(!onPostgres)('unpaid-order expiry under concurrency (PostgreSQL)', () => {
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
    for (const [i, { order, payment }] of cases.entries()) {
      const expire = () => expireUnpaidOrders(db, { placedBefore: new Date(base + i * 1000 + 500), batchSize: 100 });
      const pay = () =>
        settlePayment(db, log, payment, {
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
  });
});
