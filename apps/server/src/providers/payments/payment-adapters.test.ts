import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BmsPayGateway, bmsPaySignature } from './bmspay.ts';
import { CashfreeGateway, cashfreeSignature } from './cashfree.ts';
import { startGatewayEmulator } from './emulator/standalone-emulator.ts';
import fixtures from './fixtures/provider-responses.json' with { type: 'json' };
import type { PaymentGateway } from './payment-gateway.ts';
import { PaymentGatewayError, WEBHOOK_TOLERANCE_MS } from './payment-gateway.ts';
import { PhonePeGateway } from './phonepe.ts';

const live = await startGatewayEmulator();
afterAll(() => live.close());
const { cashfree, phonepe, bmspay } = live.emulator.credentials;
const adapters: Record<'CASHFREE' | 'PHONEPE' | 'BMSPAY', PaymentGateway> = {
  CASHFREE: new CashfreeGateway({ ...cashfree, baseUrl: `${live.url}/cashfree` }),
  PHONEPE: new PhonePeGateway({
    ...phonepe,
    clientVersion: '1',
    baseUrl: `${live.url}/phonepe`,
    authUrl: `${live.url}/phonepe`,
  }),
  BMSPAY: new BmsPayGateway({ ...bmspay, baseUrl: `${live.url}/bmspay` }),
};
const request = (providerOrderId: string) => ({
  providerOrderId,
  amountPaise: 51_276,
  customer: { id: 'c-1', mobile: '9876543210', email: null },
  returnUrl: 'http://shop.test/demo/order/1/status',
  webhookUrl: 'http://shop.test/api/payments/webhooks/x',
});

describe.each(Object.entries(adapters))('%s adapter against the gateway emulator', (provider, adapter) => {
  it('creates a payment, reads PROGRESS, then SUCCEEDED with the amount once paid', async () => {
    const id = `pay-${provider}-${Date.now()}`;
    const created = await adapter.createPayment(request(id));
    expect(created.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__gateway\//);
    expect(created.paymentSessionId).not.toBe('');
    expect(await adapter.fetchStatus(id)).toMatchObject({ status: 'PROGRESS', amountPaise: 51_276 });
    const webhook = live.emulator.settle(provider as 'CASHFREE', id, 'pay')!;
    expect(await adapter.fetchStatus(id)).toMatchObject({ status: 'SUCCEEDED', amountPaise: 51_276 });
    expect(adapter.verifyWebhook(webhook.headers, webhook.body)).toMatchObject({
      providerOrderId: id,
      status: 'SUCCEEDED',
      amountPaise: 51_276,
    });
  });

  it('reads a failed payment as FAILED and refuses a tampered webhook', async () => {
    const id = `fail-${provider}-${Date.now()}`;
    await adapter.createPayment(request(id));
    const webhook = live.emulator.settle(provider as 'CASHFREE', id, 'fail')!;
    expect((await adapter.fetchStatus(id)).status).toBe('FAILED');
    expect(adapter.verifyWebhook(webhook.headers, webhook.body)?.status).toBe('FAILED');
    expect(adapter.verifyWebhook(webhook.headers, webhook.body.replace('FAILED', 'PAID'))).toBeNull();
    expect(adapter.verifyWebhook({}, webhook.body)).toBeNull();
  });

  it('throws PaymentGatewayError for an unknown payment and for a duplicate id', async () => {
    await expect(adapter.fetchStatus('never-created')).rejects.toBeInstanceOf(PaymentGatewayError);
    const id = `dup-${provider}-${Date.now()}`;
    await adapter.createPayment(request(id));
    await expect(adapter.createPayment(request(id))).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('adapters with wrong credentials', () => {
  it('are refused by every emulated provider', async () => {
    const wrong = [
      new CashfreeGateway({ ...cashfree, clientSecret: 'nope', baseUrl: `${live.url}/cashfree` }),
      new PhonePeGateway({
        ...phonepe,
        clientSecret: 'nope',
        clientVersion: '1',
        baseUrl: `${live.url}/phonepe`,
        authUrl: `${live.url}/phonepe`,
      }),
      new BmsPayGateway({ ...bmspay, apiKey: 'nope', baseUrl: `${live.url}/bmspay` }),
    ];
    for (const adapter of wrong) {
      await expect(adapter.createPayment(request(`x-${Math.random()}`))).rejects.toThrow(/HTTP 401/);
    }
  });
});

/** A stand-in answering the providers' documented JSON (recorded shapes in fixtures/), recording requests. */
const seen: Array<{ method?: string; url?: string; headers: Record<string, unknown>; body: string }> = [];
let routes: Record<string, [number, unknown]> = {};
const standIn = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    const [status, answer] = routes[`${req.method} ${req.url}`] ?? [404, { message: 'not found' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

describe('adapters against recorded provider answers', () => {
  it('Cashfree: sends the documented headers and body; reads PAID with the successful attempt', async () => {
    seen.length = 0;
    routes = {
      'POST /pg/orders': [200, fixtures.cashfree.createOrder],
      'GET /pg/orders/pay-fixture-1': [200, fixtures.cashfree.paidOrder],
      'GET /pg/orders/pay-fixture-1/payments': [200, fixtures.cashfree.payments],
      'GET /pg/orders/pay-fixture-2': [200, fixtures.cashfree.expiredOrder],
      'GET /pg/orders/pay-fixture-2/payments': [200, fixtures.cashfree.droppedPayments],
    };
    const adapter = new CashfreeGateway({ clientId: 'id-1', clientSecret: 'secret-1', baseUrl: standInUrl });
    const created = await adapter.createPayment(request('pay-fixture-1'));
    expect(created.paymentSessionId).toBe('session_fixture_abc123');
    expect(seen[0]!.headers).toMatchObject({
      'x-client-id': 'id-1',
      'x-client-secret': 'secret-1',
      'x-api-version': '2023-08-01',
    });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      order_id: 'pay-fixture-1',
      order_amount: 512.76,
      order_currency: 'INR',
      customer_details: { customer_id: 'c-1', customer_phone: '9876543210' },
      order_meta: { return_url: expect.any(String), notify_url: expect.any(String) },
    });
    expect(await adapter.fetchStatus('pay-fixture-1')).toEqual({
      status: 'SUCCEEDED',
      amountPaise: 51_276,
      providerPaymentId: '5114910423159',
    });
    expect((await adapter.fetchStatus('pay-fixture-2')).status).toBe('USER_DROPPED');
  });

  it('Cashfree: accepts a webhook signed per the documentation, at the time it was signed', () => {
    // The recorded webhook was signed at 1718000000000 (epoch milliseconds): the adapter's clock is set there.
    const signedAt = 1_718_000_000_000;
    let now = signedAt;
    const adapter = new CashfreeGateway({ clientId: 'id-1', clientSecret: 'secret-1', baseUrl: standInUrl }, () => now);
    const body = JSON.stringify({
      data: {
        order: { order_id: 'pay-fixture-1', order_amount: 512.76 },
        payment: { cf_payment_id: 5114910423159, payment_status: 'USER_DROPPED', payment_amount: 512.76 },
      },
      type: 'PAYMENT_USER_DROPPED_WEBHOOK',
    });
    const headers = {
      'x-webhook-timestamp': '1718000000000',
      'x-webhook-signature': cashfreeSignature('secret-1', '1718000000000', body),
    };
    expect(adapter.verifyWebhook(headers, body)).toEqual({
      providerOrderId: 'pay-fixture-1',
      status: 'USER_DROPPED',
      amountPaise: 51_276,
      providerPaymentId: '5114910423159',
    });
    expect(adapter.verifyWebhook({ ...headers, 'x-webhook-timestamp': '1718000000001' }, body)).toBeNull();
    // The same signed notification replayed later, or dated ahead of our clock, is refused.
    now = signedAt + WEBHOOK_TOLERANCE_MS;
    expect(adapter.verifyWebhook(headers, body)).not.toBeNull();
    now = signedAt + WEBHOOK_TOLERANCE_MS + 1;
    expect(adapter.verifyWebhook(headers, body)).toBeNull();
    now = signedAt - WEBHOOK_TOLERANCE_MS - 1;
    expect(adapter.verifyWebhook(headers, body)).toBeNull();
  });

  it('BMSPAY: accepts a webhook signed at t (unix seconds) only within the tolerance of its clock', () => {
    const signedAtSeconds = 1_718_000_000;
    let now = signedAtSeconds * 1000;
    const adapter = new BmsPayGateway({ ...bmspay, baseUrl: standInUrl }, () => now);
    const body = JSON.stringify({
      event: 'payment.succeeded',
      data: { payment_id: 'bp_1', merchant_order_id: 'pay-fixture-3', amount_paise: 2500, status: 'PAID' },
    });
    const signature = bmsPaySignature(bmspay.webhookSecret, String(signedAtSeconds), body);
    const headers = { 'x-bmspay-signature': `t=${signedAtSeconds},v1=${signature}` };
    expect(adapter.verifyWebhook(headers, body)).toEqual({
      providerOrderId: 'pay-fixture-3',
      status: 'SUCCEEDED',
      amountPaise: 2500,
      providerPaymentId: 'bp_1',
    });
    now = signedAtSeconds * 1000 + WEBHOOK_TOLERANCE_MS + 1;
    expect(adapter.verifyWebhook(headers, body)).toBeNull();
    now = signedAtSeconds * 1000 - WEBHOOK_TOLERANCE_MS - 1;
    expect(adapter.verifyWebhook(headers, body)).toBeNull();
  });

  it('PhonePe: fetches an O-Bearer token once, pays in paise, reads COMPLETED', async () => {
    seen.length = 0;
    routes = {
      'POST /v1/oauth/token': [200, fixtures.phonepe.token],
      'POST /checkout/v2/pay': [200, fixtures.phonepe.pay],
      'GET /checkout/v2/order/pay-fixture-1/status': [200, fixtures.phonepe.statusCompleted],
    };
    const adapter = new PhonePeGateway({
      ...phonepe,
      clientVersion: '1',
      baseUrl: standInUrl,
      authUrl: standInUrl,
    });
    expect(await adapter.createPayment(request('pay-fixture-1'))).toEqual({
      paymentSessionId: 'OMO2406121237',
      paymentUrl: 'https://mercury.example/pay?token=x',
    });
    expect(await adapter.fetchStatus('pay-fixture-1')).toEqual({
      status: 'SUCCEEDED',
      amountPaise: 51_276,
      providerPaymentId: 'OM2406121237A',
    });
    expect(seen.filter((entry) => entry.url === '/v1/oauth/token')).toHaveLength(1);
    expect(seen[1]!.headers.authorization).toBe('O-Bearer fixture-token');
    expect(JSON.parse(seen[1]!.body)).toMatchObject({
      merchantOrderId: 'pay-fixture-1',
      amount: 51_276,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: expect.any(String) } },
    });
  });

  it('BMSPAY: reads CANCELLED as USER_DROPPED', async () => {
    routes = { 'GET /v1/payments/pay-fixture-3': [200, fixtures.bmspay.status] };
    const adapter = new BmsPayGateway({ ...bmspay, baseUrl: standInUrl });
    expect(await adapter.fetchStatus('pay-fixture-3')).toEqual({
      status: 'USER_DROPPED',
      amountPaise: 2500,
      providerPaymentId: 'bp_1',
    });
  });

  it('Cashfree UPI: creates the order, then Order Pay with channel link; answers the default upi:// link', async () => {
    seen.length = 0;
    routes = {
      'POST /pg/orders': [200, fixtures.cashfree.createOrder],
      'POST /pg/orders/sessions': [200, fixtures.cashfree.orderPayUpiLink],
    };
    const adapter = new CashfreeGateway({ clientId: 'id-1', clientSecret: 'secret-1', baseUrl: standInUrl });
    expect(await adapter.createPayment({ ...request('pay-fixture-1'), upi: 'QR' })).toEqual({
      paymentSessionId: 'session_fixture_abc123',
      paymentUrl: fixtures.cashfree.orderPayUpiLink.data.payload.default,
    });
    expect(seen.map((entry) => `${entry.method} ${entry.url}`)).toEqual([
      'POST /pg/orders',
      'POST /pg/orders/sessions',
    ]);
    expect(seen[1]!.headers['x-api-version']).toBe('2023-08-01');
    expect(JSON.parse(seen[1]!.body)).toEqual({
      payment_session_id: 'session_fixture_abc123',
      payment_method: { upi: { channel: 'link' } },
    });
  });

  it('Cashfree UPI: an Order Pay answer without a upi:// link is a refusal', async () => {
    routes = {
      'POST /pg/orders': [200, fixtures.cashfree.createOrder],
      'POST /pg/orders/sessions': [
        200,
        { ...fixtures.cashfree.orderPayUpiLink, data: { url: 'https://x', payload: null } },
      ],
    };
    const adapter = new CashfreeGateway({ clientId: 'id-1', clientSecret: 'secret-1', baseUrl: standInUrl });
    await expect(adapter.createPayment({ ...request('pay-fixture-1'), upi: 'INTENT' })).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
  });

  it('PhonePe UPI: Custom Checkout pay with UPI_INTENT answers intentUrl, with UPI_QR qrData', async () => {
    seen.length = 0;
    routes = {
      'POST /v1/oauth/token': [200, fixtures.phonepe.token],
      'POST /payments/v2/pay': [200, fixtures.phonepe.payUpiIntent],
    };
    const adapter = new PhonePeGateway({ ...phonepe, clientVersion: '1', baseUrl: standInUrl, authUrl: standInUrl });
    expect(await adapter.createPayment({ ...request('pay-fixture-4'), upi: 'INTENT' })).toEqual({
      paymentSessionId: 'OMO2406121238',
      paymentUrl: fixtures.phonepe.payUpiIntent.intentUrl,
    });
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({
      merchantOrderId: 'pay-fixture-4',
      amount: 51_276,
      paymentFlow: { type: 'PG', paymentMode: { type: 'UPI_INTENT' } },
    });
    routes['POST /payments/v2/pay'] = [200, fixtures.phonepe.payUpiQr];
    expect((await adapter.createPayment({ ...request('pay-fixture-5'), upi: 'QR' })).paymentUrl).toBe(
      fixtures.phonepe.payUpiQr.qrData,
    );
    expect(JSON.parse(seen.at(-1)!.body).paymentFlow.paymentMode).toEqual({ type: 'UPI_QR' });
    // The QR answer read as an intent has no link: refused rather than shown broken.
    await expect(adapter.createPayment({ ...request('pay-fixture-6'), upi: 'INTENT' })).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
  });

  it('BMSPAY documents no UPI intent or QR API', () => {
    expect(new BmsPayGateway({ ...bmspay, baseUrl: standInUrl }).supportsUpi).toBe(false);
  });
});
