import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, signIn, type CommerceShop, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { freePort } from '#src/testing/server-process.ts';
import { emulatorCredentialsFor } from '#src/providers/payments/emulator/gateway-emulator.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { setActiveProvider } from './payments-test-kit.ts';

/**
 * Outbound addresses come from configuration, never from a request: with the in-process gateway emulator
 * (development), a Host header naming another server must not make ours call it, and the emulator must
 * neither redirect a shopper nor post a webhook anywhere but to our own hosts.
 */
const attacker = await startAttacker();
const port = await freePort();
const context = await createTestApp({ port, otpSendsPerIpPerHour: 100_000 });
const shop = await createShop(context);
let shopper: Shopper;

beforeAll(async () => {
  await context.app.listen({ port, host: '127.0.0.1' });
  shopper = await signIn(context.app, shop);
});
afterAll(() => attacker.close());

const hostile = [`127.0.0.1:${attacker.port}`, `localhost:${attacker.port}`, '169.254.169.254', 'evil.example'];

async function recharge(provider: 'CASHFREE' | 'PHONEPE', host: string) {
  await setActiveProvider(context, shop as CommerceShop, provider);
  return context.app.inject({
    method: 'POST',
    url: '/api/payments/initiate-payment',
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, host },
    payload: {
      storeId: shop.storeId,
      customerId: shopper.customerId,
      provider,
      amount: 5000,
      userMobile: '9876543210',
    },
  });
}

describe('payment addresses with the in-process emulator', () => {
  it.each(hostile)(
    'calls the emulator on its own loopback address, whatever the Host header says (%s)',
    async (host) => {
      const started = await recharge('CASHFREE', host);
      expect(started.statusCode).toBe(200);
      // The hosted page is on one of our own hosts: never the one the request named (no PUBLIC_URL: localhost).
      expect(started.json().paymentUrl).toMatch(new RegExp(`^http://localhost:${port}/__gateway/`));
      const polled = await context.app.inject({
        method: 'GET',
        url: `/api/payment-transactions/${started.json().id}?storeId=${shop.storeId}`,
        headers: { authorization: `Bearer ${shopper.session.accessToken}`, host },
      });
      expect(polled.json().paymentStatus).toBe('PROGRESS');
      expect(attacker.requests).toEqual([]);
    },
  );

  it('sends the shopper back to one of our own hosts, not to the one a request named', async () => {
    const started = await recharge('PHONEPE', 'evil.example');
    const paid = await fetch(started.json().paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`^http://localhost:${port}/`));
  });

  it('answers a shopper on one of our hosts with that host, so their session is there on return', async () => {
    const started = await recharge('PHONEPE', `127.0.0.1:${port}`);
    const paid = await fetch(started.json().paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'fail' }),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
  });
});

describe('the in-process gateway emulator', () => {
  const emulator = `http://127.0.0.1:${port}/__gateway`;
  const credentials = () => emulatorCredentialsFor(context.config);

  it('has credentials of its own data directory, not constants anyone could read in the code', async () => {
    const old = await fetch(`${emulator}/phonepe/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'emulator-phonepe-id',
        client_secret: 'emulator-phonepe-secret',
        client_version: '1',
      }),
    });
    expect(old.status).toBe(401);
    expect(credentials().phonepe.clientSecret).not.toBe('emulator-phonepe-secret');
  });

  it('is no open redirect and no relay: a payment naming another site is neither redirected nor notified there', async () => {
    const { clientId, clientSecret } = credentials().cashfree;
    const headers = { 'content-type': 'application/json', 'x-client-id': clientId, 'x-client-secret': clientSecret };
    const created = await fetch(`${emulator}/cashfree/pg/orders`, {
      method: 'POST',
      headers: { ...headers, 'x-api-version': '2023-08-01' },
      body: JSON.stringify({
        order_id: 'relay-1',
        order_amount: 10,
        order_currency: 'INR',
        customer_details: { customer_id: 'c', customer_phone: '9876543210' },
        order_meta: { return_url: 'https://evil.example/x', notify_url: `http://127.0.0.1:${attacker.port}/hook` },
      }),
    });
    expect(created.status).toBe(200);
    const session = (await created.json()) as { payment_session_id: string };
    await fetch(`${emulator}/cashfree/pg/view/sessions/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ session: session.payment_session_id, outcome: 'pay' }),
    });
    expect(attacker.requests).toEqual([]);
  });

  it('does not send a shopper on to a return address that is not ours', async () => {
    const { clientId, clientSecret } = credentials().phonepe;
    const token = await fetch(`${emulator}/phonepe/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        client_version: '1',
      }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const created = await fetch(`${emulator}/phonepe/checkout/v2/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `O-Bearer ${accessToken}` },
      body: JSON.stringify({
        merchantOrderId: 'redirect-1',
        amount: 1000,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://evil.example/landing' } },
      }),
    });
    const { redirectUrl } = (await created.json()) as { redirectUrl: string };
    const paid = await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(400);
    expect(paid.headers.get('location')).toBeNull();
  });
});

/** A server of the attacker's choosing that would answer "PAID" to anything. */
async function startAttacker() {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ order_status: 'PAID', state: 'COMPLETED', status: 'PAID' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
