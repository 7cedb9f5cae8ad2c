import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toPaise } from '@haat/contract/format';
import { selectRows } from '#src/db/select-rows.ts';
import {
  countRows,
  createShop,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import {
  createPaymentsTestApp,
  initiate,
  onlineOrder,
  refusedPayment,
  setActiveProvider,
} from './payments-test-kit.ts';
import { insertPayment, recordPaymentSession } from './payments.repository.ts';

// Issue 33 (6): an order has one open payment session. A second "Pay" — after the first, while the first is
// still asking the provider (another tab, another server), or after the store changed its provider — answers
// that session, so the shopper can never be charged twice; a failed one makes way for a new one.
// Parallel initiates on PostgreSQL: payment-sessions.concurrency.test.ts.
const context = await createPaymentsTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);

const payOrder = (shopper: Shopper, order: { id: string; finalPrice: number }, provider = 'CASHFREE') =>
  initiate(shopper, { provider, amount: order.finalPrice, orderId: order.id });

const paymentsOf = (orderId: string) =>
  selectRows<{ id: string; status: string; provider: string }>(
    db,
    sql`select id, status, provider from payment_transactions where order_id = ${orderId} order by created_at`,
  );

/** The order's payment as a first "Pay" leaves it while the provider has not answered yet: no session. */
async function startingPayment(of: CommerceShop, shopper: Shopper, order: { id: string; finalPrice: number }) {
  const id = randomUUID();
  return insertPayment(db, {
    id,
    storeId: of.storeId,
    customerId: shopper.customerId,
    purpose: 'ORDER',
    orderId: order.id,
    provider: 'CASHFREE',
    providerOrderId: id,
    amountPaise: toPaise(order.finalPrice),
  });
}

describe('POST /api/payments/initiate-payment for an order with a payment open', () => {
  it('waits for the session another request is still starting, and answers it', async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const first = await startingPayment(shop, shopper, order);
    const second = payOrder(shopper, order);
    await delay(300);
    const session = { paymentSessionId: 'session_first', paymentUrl: 'https://pay.example/first' };
    await recordPaymentSession(db, shop.storeId, first.id, session);
    const answer = await second;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: first.id, ...session });
    expect(await paymentsOf(order.id)).toEqual([{ id: first.id, status: 'PROGRESS', provider: 'CASHFREE' }]);
  });

  it('answers the open session after the store switched provider, instead of a second one', async () => {
    const own = await createShop(context);
    const shopper = await signIn(app, own);
    const order = await onlineOrder(shopper, own);
    const first = (await payOrder(shopper, order)).json();
    await setActiveProvider(context, own, 'PHONEPE');
    const again = await payOrder(shopper, order, 'PHONEPE');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await countRows(db, 'payment_transactions', `order_id = '${order.id}'`)).toBe(1);
  });

  it('starts a new session once the last one FAILED (retry payment)', async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const refused = await refusedPayment(context, shop, shopper, order);
    const retry = await payOrder(shopper, order);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).not.toBe(refused.id);
    expect((await payOrder(shopper, order)).json().id).toBe(retry.json().id);
    expect((await paymentsOf(order.id)).map((row) => row.status)).toEqual(['FAILED', 'PROGRESS']);
  });

  it('ends a payment whose request died before it got a session, and starts a new one', async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const dead = await startingPayment(shop, shopper, order);
    await db.execute(sql`update payment_transactions set created_at = now() - interval '10 minutes'
      where id = ${dead.id}`);
    const answer = await payOrder(shopper, order);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().id).not.toBe(dead.id);
    expect((await paymentsOf(order.id)).map((row) => row.status)).toEqual(['FAILED', 'PROGRESS']);
    const [row] = await selectRows<{ order_state: string }>(
      db,
      sql`select order_state from orders where id = ${order.id}`,
    );
    expect(row!.order_state).toBe('PENDING');
  });
});
