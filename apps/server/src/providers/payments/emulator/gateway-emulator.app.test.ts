import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '#src/db/select-rows.ts';
import { freePort } from '#src/testing/server-process.ts';
import { createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { onlineOrder, setActiveProvider } from '#src/modules/payments/payments-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';

// The emulator inside the app, as in development: the server listens on its configured port, adapters call
// it there on loopback, and the hosted page's Pay / Fail send the webhook back to it over HTTP.
const port = await freePort();
const context = await createTestApp({ port, otpSendsPerIpPerHour: 100_000 });
await context.app.listen({ port, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${port}`;
const db = context.database.db;
const shop = await createShop(context);

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
const orderStateOf = async (id: string) =>
  (await selectRows<{ order_state: string }>(db, sql`select order_state from orders where id = ${id}`))[0]!.order_state;

async function startPayment(provider: 'CASHFREE' | 'PHONEPE', upi?: 'INTENT' | 'QR') {
  await setActiveProvider(context, shop, provider);
  const shopper = await signIn(context.app, shop);
  const order = await onlineOrder(shopper, shop);
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/payments/initiate-payment',
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, host: new URL(origin).host },
    payload: {
      storeId: shop.storeId,
      customerId: shopper.customerId,
      userMobile: '9876543210',
      amount: order.finalPrice,
      provider,
      orderId: order.id,
      returnPath: '/demo/order/x/status',
      ...(upi ? { upi } : {}),
    },
  });
  expect(answer.statusCode).toBe(200);
  return {
    order,
    session: answer.json() as { id: string; paymentUrl: string; upi?: { link: string; appUrl: string } },
  };
}

describe('the gateway emulator inside the app', () => {
  it('Cashfree: the hosted page shows the amount with Pay and Fail; Pay settles and tells the framing page', async () => {
    const { order, session } = await startPayment('CASHFREE');
    expect(session.paymentUrl.startsWith(`${origin}/__gateway/cashfree/`)).toBe(true);
    const page = await fetch(session.paymentUrl);
    const html = await page.text();
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Fail</button>');
    expect(html).toContain('₹512.76');
    const sessionId = new URL(session.paymentUrl).searchParams.get('payment_session_id')!;
    const result = await post(session.paymentUrl.split('?')[0]!, { session: sessionId, outcome: 'pay' });
    const text = await result.text();
    expect(text).toContain('Payment successful');
    expect(text).toContain('"source":"haat-gateway-emulator","status":"SUCCEEDED"');
    expect(result.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(await orderStateOf(order.id)).toBe('PLACED');
  });

  it('PhonePe: Fail settles and redirects the browser to the return URL with the payment id', async () => {
    const { order, session } = await startPayment('PHONEPE');
    expect(session.paymentUrl).toMatch(new RegExp(`^${origin}/__gateway/phonepe/pay/OMO`));
    const result = await post(session.paymentUrl, { session: 'x', outcome: 'fail' });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe(`${origin}/demo/order/x/status?paymentTransactionId=${session.id}`);
    expect(await orderStateOf(order.id)).toBe('FAILED');
  });
});

describe('the emulated UPI app', () => {
  it('Cashfree intent: "Pay by UPI app" opens the UPI app page by the link\'s reference; Approve places the order', async () => {
    const { order, session } = await startPayment('CASHFREE', 'INTENT');
    const link = session.upi!.link;
    expect(link).toMatch(
      /^upi:\/\/pay\?pa=haat\.emulator%40upi&pn=Gateway%20Emulator&tr=HAATUPI[0-9a-f]+&am=512\.76&cu=INR/,
    );
    const reference = new URLSearchParams(link.split('?')[1]).get('tr')!;
    expect(session.paymentUrl).toBe(`${origin}/__gateway/upi/pay?tr=${reference}`);
    expect(session.upi!.appUrl).toBe(session.paymentUrl);
    const html = await (await fetch(session.paymentUrl)).text();
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('>Decline</button>');
    expect(html).toContain('₹512.76');
    const result = await post(`${origin}/__gateway/upi/pay`, { tr: reference, outcome: 'pay' });
    const text = await result.text();
    expect(text).toContain('Payment successful');
    expect(text).toContain(`href="${origin}/demo/order/x/status?paymentTransactionId=${session.id}"`);
    expect(await orderStateOf(order.id)).toBe('PLACED');
    // A second press changes nothing: the payment ended once.
    expect(await (await post(`${origin}/__gateway/upi/pay`, { tr: reference, outcome: 'fail' })).text()).toContain(
      'Payment successful',
    );
  });

  it("PhonePe QR: the QR's link names the UPI app page too; Decline fails the order", async () => {
    const { order, session } = await startPayment('PHONEPE', 'QR');
    const reference = new URLSearchParams(session.upi!.link.split('?')[1]).get('tr')!;
    expect(session.paymentUrl).toBe(`${origin}/__gateway/upi/pay?tr=${reference}`);
    const text = await (await post(`${origin}/__gateway/upi/pay`, { tr: reference, outcome: 'fail' })).text();
    expect(text).toContain('Payment declined');
    expect(await orderStateOf(order.id)).toBe('FAILED');
  });

  it('answers 404 for a reference it never made', async () => {
    expect((await fetch(`${origin}/__gateway/upi/pay?tr=HAATUPI0`)).status).toBe(404);
    expect((await post(`${origin}/__gateway/upi/pay`, { tr: 'nope', outcome: 'pay' })).status).toBe(404);
  });
});
