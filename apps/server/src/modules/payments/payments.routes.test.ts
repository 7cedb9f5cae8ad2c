import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { toPaise } from '@haat/contract/format';
import { selectRows } from '#src/db/select-rows.ts';
import { createShop, signIn, stockOf } from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  onlineOrder,
  setActiveProvider,
  startedOnlinePayment,
} from './payments-test-kit.ts';

const context = await createPaymentsTestApp();
const { app, gateway } = context;
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

const orderState = async (orderId: string) => {
  const [row] = await selectRows<{ order_state: string; payment_status: string; failure_reason: string | null }>(
    db,
    sql`select order_state, payment_status, failure_reason from orders where id = ${orderId}`,
  );
  return row!;
};

describe('POST /api/payments/initiate-payment', () => {
  it('starts a Cashfree payment for the own PENDING order and answers the session', async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const answer = await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
    expect(answer.statusCode).toBe(200);
    const session = answer.json();
    expect(session).toMatchObject({ provider: 'CASHFREE', paymentSessionId: expect.stringMatching(/^session_/) });
    expect(session.paymentUrl).toBe(
      `${gateway.url}/cashfree/pg/view/sessions/checkout?payment_session_id=${session.paymentSessionId}`,
    );
    const emulated = gateway.emulator.find('CASHFREE', session.id)!;
    expect(emulated.amountPaise).toBe(toPaise(order.finalPrice));
    expect(emulated.webhookUrl).toBe('http://shop.test/api/payments/webhooks/cashfree');
    expect(emulated.returnUrl).toContain(`/order/${order.id}/status?paymentTransactionId=${session.id}`);
    // A second Pay while the first is under way gets the same session, not a second payment.
    const again = await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
    expect(again.json().id).toBe(session.id);
  });

  it("refuses a provider that is not the store's active one, and BMSPAY on this route", async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    for (const provider of ['PHONEPE', 'BMSPAY']) {
      const answer = await initiate(shopper, { provider, amount: order.finalPrice, orderId: order.id });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.payment.methodNotSupported);
    }
  });

  it('refuses another amount than the order total, and an order that is not waiting for payment', async () => {
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const wrong = await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice - 1, orderId: order.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Amount does not match the order total');
    expect(
      (await shopper.call('PUT', `/api/orders/${order.id}/state`, { orderState: 'CANCELLED', reason: 'x' })).statusCode,
    ).toBe(200);
    const cancelled = await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
    expect(cancelled.statusCode).toBe(409);
  });

  it("answers 404 for another customer's order or customer id, 403 without a session, 400 for bad input", async () => {
    const owner = await signIn(app, shop);
    const stranger = await signIn(app, shop);
    const order = await onlineOrder(owner, shop);
    const theirs = await initiate(stranger, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
    expect(theirs.statusCode).toBe(404);
    const asOther = await initiate(stranger, { provider: 'CASHFREE', amount: 10, customerId: owner.customerId });
    expect(asOther.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payments/initiate-payment',
      payload: {
        storeId: shop.storeId,
        customerId: owner.customerId,
        userMobile: '9876543210',
        amount: 1,
        provider: 'CASHFREE',
      },
    });
    expect(anonymous.statusCode).toBe(403);
    const bad = await initiate(owner, { provider: 'CASHFREE', amount: 1.234 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('amount has at most 2 decimals');
    const badMobile = await initiate(owner, { provider: 'CASHFREE', amount: 10, userMobile: '12345' });
    expect(badMobile.json().message).toContain('userMobile must be 10 digits');
  });

  it('starts a wallet recharge without an order only when the wallet is enabled', async () => {
    const shopper = await signIn(app, shop);
    const answer = await initiate(shopper, { provider: 'CASHFREE', amount: 250.5 });
    expect(answer.statusCode).toBe(200);
    const other = await createShop(context);
    await setActiveProvider(context, other, 'CASHFREE', false);
    const noWallet = await signIn(app, other);
    const refused = await initiate(noWallet, { provider: 'CASHFREE', amount: 250.5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.payment.methodNotSupported);
  });
});

describe('POST /api/bms-pay/initiate-payment', () => {
  it("serves BMSPAY only, when it is the store's active provider", async () => {
    const bmsShop = await createShop(context);
    await setActiveProvider(context, bmsShop, 'BMSPAY');
    const shopper = await signIn(app, bmsShop);
    const order = await onlineOrder(shopper, bmsShop);
    const body = { provider: 'BMSPAY', amount: order.finalPrice, orderId: order.id };
    expect((await initiate(shopper, body)).statusCode).toBe(400);
    const answer = await initiate(shopper, body, '/api/bms-pay/initiate-payment');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().paymentUrl).toMatch(new RegExp(`^${gateway.url}/bmspay/checkout/bps_`));
    const cashfree = await initiate(shopper, { ...body, provider: 'CASHFREE' }, '/api/bms-pay/initiate-payment');
    expect(cashfree.statusCode).toBe(400);
  });
});

describe('a paid order', () => {
  it('is PLACED by the webhook, once however often it is delivered, with the cart cleared', async () => {
    const { shopper, order, session } = await startedOnlinePayment(app, shop);
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await deliverWebhook(app, webhook));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await orderState(order.id)).toMatchObject({ order_state: 'PLACED', payment_status: 'PAID' });
    const [history] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_state_history where order_id = ${order.id} and actor = 'PAYMENT'`,
    );
    expect(history!.n).toBe(1);
    const status = await shopper.call('GET', `/api/payment-transactions/${session.id}`);
    expect(status.json()).toMatchObject({ paymentStatus: 'SUCCEEDED', orderId: order.id, purpose: 'ORDER' });
    const cart = await shopper.call('GET', `/api/carts/${shopper.cartId}`);
    expect(cart.json().items ?? []).toHaveLength(0);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { order, session } = await startedOnlinePayment(app, shop);
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay')!;
    const forged = await deliverWebhook(app, { ...webhook, body: webhook.body.replace('SUCCESS', 'SUCCESS ') });
    expect(forged.statusCode).toBe(401);
    const unsigned = await deliverWebhook(app, { ...webhook, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderState(order.id)).order_state).toBe('PENDING');
  });

  it('is settled by the status call when the webhook never came', async () => {
    const { shopper, order, session } = await startedOnlinePayment(app, shop);
    expect((await shopper.call('GET', `/api/payment-transactions/${session.id}`)).json().paymentStatus).toBe(
      'PROGRESS',
    );
    gateway.emulator.settle('CASHFREE', session.id, 'pay');
    const status = await shopper.call('GET', `/api/bmspay-transactions/${session.id}`);
    expect(status.json().paymentStatus).toBe('SUCCEEDED');
    expect((await orderState(order.id)).order_state).toBe('PLACED');
  });

  it('is never PLACED when the provider reports another amount', async () => {
    const { shopper, order, session } = await startedOnlinePayment(app, shop);
    const stockBefore = await stockOf(db, shop.variants.rice);
    const webhook = gateway.emulator.settle('CASHFREE', session.id, 'pay', { capturedPaise: 100 })!;
    expect((await deliverWebhook(app, webhook)).statusCode).toBe(200);
    const status = (await shopper.call('GET', `/api/payment-transactions/${session.id}`)).json();
    expect(status).toMatchObject({ paymentStatus: 'FAILED', failureReason: 'Amount mismatch' });
    expect((await orderState(order.id)).order_state).toBe('FAILED');
    expect(await stockOf(db, shop.variants.rice)).toBe(stockBefore + 1);
  });
});

describe('a failed or abandoned payment', () => {
  it('fails the order with the reason and returns the stock', async () => {
    const { order, session } = await startedOnlinePayment(app, shop);
    const stockBefore = await stockOf(db, shop.variants.rice);
    await deliverWebhook(app, gateway.emulator.settle('CASHFREE', session.id, 'fail')!);
    expect(await orderState(order.id)).toMatchObject({
      order_state: 'FAILED',
      failure_reason: 'payment.failedOrDropped',
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(stockBefore + 1);
  });

  it("abandon ends an unpaid payment FAILED with the storefront's reason; a later success lands in the wallet", async () => {
    const { shopper, order, session } = await startedOnlinePayment(app, shop);
    const abandoned = await shopper.call('POST', `/api/payment-transactions/${session.id}/abandon`, {
      reason: 'Time Limit Exceeded',
    });
    expect(abandoned.json()).toMatchObject({ paymentStatus: 'FAILED', failureReason: 'Time Limit Exceeded' });
    expect(await orderState(order.id)).toMatchObject({
      order_state: 'FAILED',
      failure_reason: 'payment.reasonTimeLimit',
    });
    // The shopper paid in the provider's page after all: the money is credited, the order stays failed.
    await deliverWebhook(app, gateway.emulator.settle('CASHFREE', session.id, 'pay')!);
    await deliverWebhook(app, gateway.emulator.webhookOf(gateway.emulator.find('CASHFREE', session.id)!));
    expect((await orderState(order.id)).order_state).toBe('FAILED');
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: toPaise(order.finalPrice),
      ledgerPaise: toPaise(order.finalPrice),
    });
    const history = (await shopper.call('GET', `/api/wallet-transactions/${shopper.walletId}`)).json();
    expect(history.transactions[0].description).toBe(`Payment received after order ${order.orderNumber} failed`);
  });

  it('abandon keeps a payment that did succeed', async () => {
    const { shopper, order, session } = await startedOnlinePayment(app, shop);
    gateway.emulator.settle('CASHFREE', session.id, 'pay');
    const answer = await shopper.call('POST', `/api/payment-transactions/${session.id}/abandon`, {
      reason: 'Payment error',
    });
    expect(answer.json().paymentStatus).toBe('SUCCEEDED');
    expect((await orderState(order.id)).order_state).toBe('PLACED');
  });

  it("answers 404 for another customer's or another store's payment, 400 for a bad reason", async () => {
    const owner = await signIn(app, shop);
    const session = (await initiate(owner, { provider: 'CASHFREE', amount: 10 })).json();
    const stranger = await signIn(app, shop);
    expect((await stranger.call('GET', `/api/payment-transactions/${session.id}`)).statusCode).toBe(404);
    const elsewhere = await signIn(app, otherShop);
    expect((await elsewhere.call('GET', `/api/payment-transactions/${session.id}`)).statusCode).toBe(404);
    const abandon = await stranger.call('POST', `/api/payment-transactions/${session.id}/abandon`, {
      reason: 'Time Limit Exceeded',
    });
    expect(abandon.statusCode).toBe(404);
    const bad = await owner.call('POST', `/api/payment-transactions/${session.id}/abandon`, { reason: 'Bored' });
    expect(bad.statusCode).toBe(400);
    expect((await owner.call('GET', '/api/payment-transactions/not-a-uuid')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `/api/payment-transactions/${session.id}` });
    expect(anonymous.statusCode).toBe(403);
  });
});
