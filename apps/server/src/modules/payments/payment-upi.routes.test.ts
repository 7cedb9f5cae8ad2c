import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import { createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { upiReference } from '#src/providers/payments/upi.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  onlineOrder,
  setActiveProvider,
} from './payments-test-kit.ts';

// Issue 40 (4): "Pay by UPI app" on a phone, a QR code on a laptop, through the providers' UPI APIs (here a
// standalone emulator playing live accounts). Settling is the same webhook / status path as the hosted page.
const context = await createPaymentsTestApp();
const { app, gateway } = context;
const db = context.database.db;
const shop = await createShop(context);

interface UpiSession {
  id: string;
  paymentUrl: string;
  upi?: { link: string; appUrl: string; qr: { size: number; path: string } };
}

const orderStateOf = async (id: string) =>
  (await selectRows<{ order_state: string }>(db, sql`select order_state from orders where id = ${id}`))[0]!.order_state;

describe('POST /api/payments/initiate-payment with upi', () => {
  it.each(['CASHFREE', 'PHONEPE'] as const)(
    '%s: answers the upi:// link, opens it as is, draws its QR; the webhook places the order',
    async (provider) => {
      await setActiveProvider(context, shop, provider);
      const shopper = await signIn(app, shop);
      const order = await onlineOrder(shopper, shop);
      const answer = await initiate(shopper, { provider, amount: order.finalPrice, orderId: order.id, upi: 'INTENT' });
      expect(answer.statusCode).toBe(200);
      const session = answer.json<UpiSession>();
      expect(session.upi!.link).toMatch(/^upi:\/\/pay\?pa=/);
      // A live provider's link is what the phone opens: no page of ours in between.
      expect(session.paymentUrl).toBe(session.upi!.link);
      expect(session.upi!.appUrl).toBe(session.upi!.link);
      expect(session.upi!.qr.size).toBeGreaterThan(30);
      expect(session.upi!.qr.path).toMatch(/^M\d+ \d+h/);

      // A second "Pay" (the shopper came back from the UPI app without paying) gets the same link.
      const again = await initiate(shopper, { provider, amount: order.finalPrice, orderId: order.id, upi: 'QR' });
      expect(again.json<UpiSession>()).toEqual(session);

      const payment = gateway.emulator.findByUpiRef(upiReference(session.upi!.link)!)!;
      const status = () => shopper.call('GET', `/api/payment-transactions/${session.id}`);
      expect((await status()).json().paymentStatus).toBe('PROGRESS');
      const webhook = gateway.emulator.settle(provider, payment.merchantOrderId, 'pay')!;
      expect((await deliverWebhook(app, webhook)).statusCode).toBe(200);
      expect((await status()).json().paymentStatus).toBe('SUCCEEDED');
      expect(await orderStateOf(order.id)).toBe('PLACED');
    },
  );

  it('a QR payment left unpaid stays PROGRESS, and is settled by the status call once paid', async () => {
    await setActiveProvider(context, shop, 'PHONEPE');
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'PHONEPE', amount: order.finalPrice, orderId: order.id, upi: 'QR' })
    ).json<UpiSession>();
    const status = () => shopper.call('GET', `/api/payment-transactions/${session.id}`);
    expect((await status()).json().paymentStatus).toBe('PROGRESS');
    expect(await orderStateOf(order.id)).toBe('PENDING');
    const payment = gateway.emulator.findByUpiRef(upiReference(session.upi!.link)!)!;
    gateway.emulator.settle('PHONEPE', payment.merchantOrderId, 'pay');
    expect((await status()).json().paymentStatus).toBe('SUCCEEDED');
    expect(await orderStateOf(order.id)).toBe('PLACED');
  });

  it('without upi the hosted page is answered as before', async () => {
    await setActiveProvider(context, shop, 'CASHFREE');
    const shopper = await signIn(app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id })
    ).json<UpiSession>();
    expect(session.paymentUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/__gateway\/cashfree\/pg\/view\/sessions\/checkout\?/,
    );
    expect(session.upi).toBeUndefined();
  });

  it("answers 400 for an unknown upi flow and for BMSPAY (no UPI API), 404 for another customer's order", async () => {
    await setActiveProvider(context, shop, 'CASHFREE');
    const owner = await signIn(app, shop);
    const stranger = await signIn(app, shop);
    const order = await onlineOrder(owner, shop);
    const bad = await initiate(owner, {
      provider: 'CASHFREE',
      amount: order.finalPrice,
      orderId: order.id,
      upi: 'CARD',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('upi must be INTENT or QR');
    const theirs = await initiate(stranger, {
      provider: 'CASHFREE',
      amount: order.finalPrice,
      orderId: order.id,
      upi: 'INTENT',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toEqual(expect.any(String));

    await setActiveProvider(context, shop, 'BMSPAY');
    const bms = await initiate(
      owner,
      { provider: 'BMSPAY', amount: order.finalPrice, orderId: order.id, upi: 'QR' },
      '/api/bms-pay/initiate-payment',
    );
    expect(bms.statusCode).toBe(400);
    expect(bms.json().message).toEqual(expect.any(String));
    // Nothing was started for the refused attempts: the order still waits for its payment.
    expect(await orderStateOf(order.id)).toBe('PENDING');
  });
});
