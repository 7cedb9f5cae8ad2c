import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import {
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { createPaymentsTestApp, deliverWebhook, initiate, onlineOrder } from './payments-test-kit.ts';

// PGlite has one connection and runs transactions one at a time: races are real only on PostgreSQL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const context = onPostgres ? await createPaymentsTestApp() : null;

describe.skipIf(!onPostgres)('payments and wallet under concurrency (PostgreSQL)', () => {
  it('20 concurrent recharge confirmations of one payment credit once', async () => {
    const { app, gateway, database } = context!;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    const session = (await initiate(shopper, { provider: 'CASHFREE', amount: 500 })).json();
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const body = {
      customerId: shopper.customerId,
      walletId: shopper.walletId,
      amount: 500,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: session.id,
    };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, body)),
      deliverWebhook(app, webhook),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await walletLedger(database.db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 50_000,
      ledgerPaise: 50_000,
    });
  });

  it('concurrent webhook deliveries and status polls settle an order once', async () => {
    const { app, gateway, database } = context!;
    const shop = await createShop(context!);
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id })
    ).json();
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    await Promise.all([
      ...Array.from({ length: 10 }, () => deliverWebhook(app, webhook)),
      ...Array.from({ length: 5 }, () => shopper.call('GET', `/api/payment-transactions/${session.id}`)),
    ]);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from order_state_history where order_id = ${order.id} and to_state = 'PLACED'`,
    );
    expect(row!.n).toBe(1);
  });

  it('keeps every wallet balance equal to its ledger after a mixed load', async () => {
    const { app, gateway, database } = context!;
    const db = database.db;
    const shop = await createShop(context!);
    await setVariant(db, shop.variants.rice, { availableQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signIn(app, shop)));
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
  });
});
