import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import { createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { bmsPaySignature } from '#src/providers/payments/bmspay.ts';
import { cashfreeSignature } from '#src/providers/payments/cashfree.ts';
import type { EmulatedWebhook } from '#src/providers/payments/emulator/gateway-emulator.ts';
import { WEBHOOK_TOLERANCE_MS } from '#src/providers/payments/payment-gateway.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  onlineOrder,
  setActiveProvider,
} from './payments-test-kit.ts';

const context = await createPaymentsTestApp();
const { app, gateway } = context;
const cashfreeShop = await createShop(context);
const bmsPayShop = await createShop(context);
await setActiveProvider(context, bmsPayShop, 'BMSPAY');

type SignedProvider = 'CASHFREE' | 'BMSPAY';
const shops = { CASHFREE: cashfreeShop, BMSPAY: bmsPayShop };
const initiatePath = { CASHFREE: '/api/payments/initiate-payment', BMSPAY: '/api/bms-pay/initiate-payment' };

/** The same notification, validly signed by the provider's secret but dated `atMs` (epoch milliseconds). */
function signedAt(provider: SignedProvider, webhook: EmulatedWebhook, atMs: number): EmulatedWebhook {
  if (provider === 'CASHFREE') {
    const timestamp = String(atMs);
    const signature = cashfreeSignature(gateway.emulator.credentials.cashfree.clientSecret, timestamp, webhook.body);
    return {
      ...webhook,
      headers: { ...webhook.headers, 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature },
    };
  }
  const seconds = String(Math.floor(atMs / 1000));
  const signature = bmsPaySignature(gateway.emulator.credentials.bmspay.webhookSecret, seconds, webhook.body);
  return { ...webhook, headers: { ...webhook.headers, 'x-bmspay-signature': `t=${seconds},v1=${signature}` } };
}

/** A PENDING online order with a payment under way at `provider`, and the provider's "paid" webhook for it. */
async function paidWebhook(provider: SignedProvider) {
  const shopper = await signIn(app, shops[provider]);
  const order = await onlineOrder(shopper, shops[provider]);
  const body = { provider, amount: order.finalPrice, orderId: order.id };
  const session = (await initiate(shopper, body, initiatePath[provider])).json();
  return { order, webhook: gateway.emulator.settle(provider, session.id, 'pay')! };
}

const orderStateOf = async (orderId: string) => {
  const [row] = await selectRows<{ order_state: string }>(
    context.database.db,
    sql`select order_state from orders where id = ${orderId}`,
  );
  return row!.order_state;
};

describe.each(['CASHFREE', 'BMSPAY'] as const)('POST /api/payments/webhooks for %s', (provider) => {
  const late = WEBHOOK_TOLERANCE_MS + 60_000;

  it.each([
    ['long ago', () => 1_000_000_000_000],
    ['more than the tolerance ago', () => Date.now() - late],
    ['more than the tolerance ahead', () => Date.now() + late],
  ])('refuses a validly signed webhook dated %s, and changes nothing', async (_when, dated) => {
    const { order, webhook } = await paidWebhook(provider);
    const answer = await deliverWebhook(app, signedAt(provider, webhook, dated()));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
    expect(await orderStateOf(order.id)).toBe('PENDING');
  });

  it('accepts one signed within the tolerance', async () => {
    const { order, webhook } = await paidWebhook(provider);
    const answer = await deliverWebhook(app, signedAt(provider, webhook, Date.now() - WEBHOOK_TOLERANCE_MS / 2));
    expect(answer.statusCode).toBe(200);
    expect(await orderStateOf(order.id)).toBe('PLACED');
  });
});

describe('POST /api/payments/webhooks/cashfree', () => {
  it('refuses the issue report’s timestamp 1000000000 and a timestamp that is not plain digits', async () => {
    const { order, webhook } = await paidWebhook('CASHFREE');
    for (const timestamp of ['1000000000', `${Date.now()}.0`, '-1']) {
      const signature = cashfreeSignature(gateway.emulator.credentials.cashfree.clientSecret, timestamp, webhook.body);
      const headers = { ...webhook.headers, 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature };
      expect((await deliverWebhook(app, { ...webhook, headers })).statusCode).toBe(401);
    }
    expect(await orderStateOf(order.id)).toBe('PENDING');
  });
});
