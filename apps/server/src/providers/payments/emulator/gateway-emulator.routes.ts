import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { fromPaise, toPaise } from '@haat/contract/format';
import { checkoutPage, messagePage, resultPage, upiAppPage, upiResultPage } from './emulator-pages.ts';
import type { EmulatedPayment, GatewayEmulator } from './gateway-emulator.ts';

/** Where the emulator lives on a server: `/__gateway/cashfree`, `/__gateway/phonepe`, `/__gateway/bmspay`. */
export const EMULATOR_PATH = '/__gateway';

type Body = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const header = (request: FastifyRequest, name: string) => text(request.headers[name]);

function sendJson(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).type('application/json').send(JSON.stringify(body));
}

/** The hosted pages may be framed by the storefront; only their own inline script (by nonce) runs. */
function sendHtml(reply: FastifyReply, html: string, nonce = '') {
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce || 'none'}'; frame-ancestors *`,
    )
    .removeHeader('x-frame-options')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const parseForm = (_request: FastifyRequest, body: string, done: (error: null, value: Body) => void) =>
  done(null, Object.fromEntries(new URLSearchParams(body)));

/**
 * The three providers' HTTP APIs and hosted checkout pages over one `GatewayEmulator`, for development and
 * tests (never on in production unless PAYMENT_EMULATOR=on). Register with `{ prefix: EMULATOR_PATH }`.
 */
export const gatewayEmulatorRoutes: FastifyPluginAsync<{ emulator: GatewayEmulator }> = async (app, { emulator }) => {
  for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body || '{}')));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  registerCashfree(app, emulator);
  registerPhonePe(app, emulator);
  registerBmsPay(app, emulator);
  registerUpiApp(app, emulator);
};

/** Where the emulated UPI app answers a UPI link's reference: `/__gateway/upi/pay?tr=…`. */
export const UPI_APP_PATH = '/upi/pay';

/**
 * The page that plays the shopper's UPI app: it shows the payee and amount of the link whose `tr` it is
 * given, and Approve or Decline settles the payment the way the provider would (its webhook, its status).
 */
function registerUpiApp(app: FastifyInstance, emulator: GatewayEmulator) {
  app.get<{ Querystring: { tr?: string } }>(UPI_APP_PATH, (request, reply) => {
    const payment = emulator.findByUpiRef(text(request.query.tr));
    if (!payment) return sendHtml(reply.status(404), messagePage('Payment not found'));
    if (payment.state !== 'PENDING') {
      return sendHtml(reply, messagePage(payment.state === 'PAID' ? 'Payment successful' : 'Payment failed'));
    }
    return sendHtml(
      reply,
      upiAppPage({ payee: 'Gateway Emulator', amountPaise: payment.amountPaise, reference: payment.upiRef }),
    );
  });
  app.post(UPI_APP_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const payment = emulator.findByUpiRef(text(body.tr));
    if (!payment) return sendHtml(reply.status(404), messagePage('Payment not found'));
    const webhook = emulator.settle(payment.provider, payment.merchantOrderId, body.outcome === 'pay' ? 'pay' : 'fail');
    // Awaited, as on the hosted pages: our server has been told before the shopper sees the outcome.
    if (webhook) await emulator.deliver(webhook);
    const back = (await emulator.mayReach(payment.returnUrl)) ? payment.returnUrl : null;
    return sendHtml(reply, upiResultPage(payment.state === 'PAID', back));
  });
}

/** Pay or Fail pressed on a hosted page: settle, notify our server, then answer the browser. */
async function finish(emulator: GatewayEmulator, payment: EmulatedPayment, outcome: unknown, reply: FastifyReply) {
  const webhook = emulator.settle(payment.provider, payment.merchantOrderId, outcome === 'pay' ? 'pay' : 'fail');
  // Awaited: by the time the shopper sees the outcome our server has been told (or the failure logged).
  if (webhook) await emulator.deliver(webhook);
  if (payment.provider === 'PHONEPE') {
    // Back to the merchant only when the address is the merchant's own: never an open redirect.
    if (await emulator.mayReach(payment.returnUrl)) return reply.redirect(payment.returnUrl, 303);
    return sendHtml(reply.status(400), messagePage('This return address is not allowed'));
  }
  const nonce = randomBytes(12).toString('base64');
  return sendHtml(reply, resultPage(payment.state === 'PAID', nonce), nonce);
}

function registerCashfree(app: FastifyInstance, emulator: GatewayEmulator) {
  const refuseAuth = (request: FastifyRequest) =>
    header(request, 'x-client-id') !== emulator.credentials.cashfree.clientId ||
    header(request, 'x-client-secret') !== emulator.credentials.cashfree.clientSecret ||
    !header(request, 'x-api-version');
  const authError = { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' };
  const notFound = { message: 'order not found', code: 'order_not_found', type: 'invalid_request_error' };
  const orderView = (payment: EmulatedPayment) => ({
    cf_order_id: payment.providerOrderId,
    order_id: payment.merchantOrderId,
    entity: 'order',
    order_currency: 'INR',
    order_amount: fromPaise(payment.amountPaise),
    // A failed checkout on the emulator ends the order (a real one could still be retried until it expires).
    order_status: payment.state === 'PAID' ? 'PAID' : payment.state === 'FAILED' ? 'EXPIRED' : 'ACTIVE',
    payment_session_id: payment.sessionId,
    order_expiry_time: new Date(payment.createdAt.getTime() + 30 * 86_400_000).toISOString(),
    order_meta: { return_url: payment.returnUrl, notify_url: payment.webhookUrl, payment_methods: null },
    created_at: payment.createdAt.toISOString(),
  });

  app.post('/cashfree/pg/orders', async (request, reply) => {
    if (refuseAuth(request)) return sendJson(reply, 401, authError);
    const body = (request.body ?? {}) as Body;
    const meta = (body.order_meta ?? {}) as Body;
    const amount = Number(body.order_amount);
    if (!text(body.order_id) || !(amount >= 1) || body.order_currency !== 'INR' || !body.customer_details) {
      return sendJson(reply, 400, {
        message: 'order_amount, order_currency, order_id and customer_details are required',
        code: 'request_invalid',
        type: 'invalid_request_error',
      });
    }
    const payment = emulator.create({
      provider: 'CASHFREE',
      merchantOrderId: text(body.order_id),
      amountPaise: toPaise(amount),
      returnUrl: text(meta.return_url),
      webhookUrl: text(meta.notify_url),
    });
    if (!payment) {
      return sendJson(reply, 409, {
        message: 'order with same id is already present',
        code: 'order_already_exists',
        type: 'invalid_request_error',
      });
    }
    return sendJson(reply, 200, orderView(payment));
  });

  app.get<{ Params: { id: string } }>('/cashfree/pg/orders/:id', async (request, reply) => {
    if (refuseAuth(request)) return sendJson(reply, 401, authError);
    const payment = emulator.find('CASHFREE', request.params.id);
    return payment ? sendJson(reply, 200, orderView(payment)) : sendJson(reply, 404, notFound);
  });

  app.get<{ Params: { id: string } }>('/cashfree/pg/orders/:id/payments', async (request, reply) => {
    if (refuseAuth(request)) return sendJson(reply, 401, authError);
    const payment = emulator.find('CASHFREE', request.params.id);
    if (!payment) return sendJson(reply, 404, notFound);
    if (payment.state === 'PENDING') return sendJson(reply, 200, []);
    const paid = payment.state === 'PAID';
    return sendJson(reply, 200, [
      {
        cf_payment_id: payment.paymentId,
        order_id: payment.merchantOrderId,
        entity: 'payment',
        payment_currency: 'INR',
        order_amount: fromPaise(payment.amountPaise),
        payment_amount: fromPaise(payment.capturedPaise ?? payment.amountPaise),
        payment_status: paid ? 'SUCCESS' : 'FAILED',
        payment_message: paid ? 'Transaction successful' : 'Transaction failed',
        payment_group: 'upi',
        is_captured: paid,
      },
    ]);
  });

  // Order Pay: called with the session id alone (it may run in a browser), so no client credentials.
  app.post('/cashfree/pg/orders/sessions', async (request, reply) => {
    if (!header(request, 'x-api-version')) return sendJson(reply, 401, authError);
    const body = (request.body ?? {}) as Body;
    const payment = emulator.findBySession('CASHFREE', text(body.payment_session_id));
    if (!payment) return sendJson(reply, 404, notFound);
    const upi = ((body.payment_method ?? {}) as Body).upi as Body | undefined;
    if (!upi || upi.channel !== 'link') {
      return sendJson(reply, 400, {
        message: 'payment_method.upi.channel link is the only method the emulator plays',
        code: 'payment_method_invalid',
        type: 'invalid_request_error',
      });
    }
    if (payment.state !== 'PENDING') {
      return sendJson(reply, 400, {
        message: 'order is not active',
        code: 'order_inactive',
        type: 'invalid_request_error',
      });
    }
    return sendJson(reply, 200, {
      payment_method: 'upi',
      channel: 'link',
      action: 'custom',
      cf_payment_id: payment.upiRef,
      payment_amount: fromPaise(payment.amountPaise),
      data: { url: null, payload: { default: emulator.upiLinkOf(payment) }, content_type: null, method: null },
    });
  });

  app.get<{ Querystring: { payment_session_id?: string } }>('/cashfree/pg/view/sessions/checkout', (request, reply) => {
    const payment = emulator.findBySession('CASHFREE', text(request.query.payment_session_id));
    if (!payment) return sendHtml(reply.status(404), messagePage('Payment session not found'));
    return sendHtml(reply, checkoutFor('Cashfree', payment, request));
  });
  app.post('/cashfree/pg/view/sessions/checkout', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const payment = emulator.findBySession('CASHFREE', text(body.session));
    if (!payment) return sendHtml(reply, messagePage('Payment session not found'));
    return finish(emulator, payment, body.outcome, reply);
  });
}

function checkoutFor(providerName: string, payment: EmulatedPayment, request: FastifyRequest): string {
  if (payment.state !== 'PENDING') {
    return messagePage(payment.state === 'PAID' ? 'Payment successful' : 'Payment failed');
  }
  return checkoutPage({
    providerName,
    amountPaise: payment.amountPaise,
    action: request.url.split('?')[0]!,
    fields: { session: payment.sessionId },
  });
}

function registerPhonePe(app: FastifyInstance, emulator: GatewayEmulator) {
  const credentials = emulator.credentials.phonepe;
  const authorised = (request: FastifyRequest) => {
    const match = /^O-Bearer (\S+)$/.exec(header(request, 'authorization'));
    return Boolean(match && emulator.phonePeTokens.has(match[1]!));
  };
  const unauthorised = { code: 'AUTHORIZATION_FAILED', message: 'Authorization failed' };

  app.post('/phonepe/v1/oauth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    if (
      body.grant_type !== 'client_credentials' ||
      body.client_id !== credentials.clientId ||
      body.client_secret !== credentials.clientSecret ||
      !text(body.client_version)
    ) {
      return sendJson(reply, 401, { code: 'INVALID_CLIENT', message: 'Client authentication failed' });
    }
    const { token, expiresAt } = emulator.newPhonePeToken();
    return sendJson(reply, 200, {
      access_token: token,
      encrypted_access_token: token,
      expires_in: 3600,
      issued_at: expiresAt - 3600,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    });
  });

  app.post('/phonepe/checkout/v2/pay', async (request, reply) => {
    if (!authorised(request)) return sendJson(reply, 401, unauthorised);
    const body = (request.body ?? {}) as Body;
    const flow = (body.paymentFlow ?? {}) as Body;
    const urls = (flow.merchantUrls ?? {}) as Body;
    const amount = Number(body.amount);
    if (!text(body.merchantOrderId) || !Number.isInteger(amount) || amount < 100 || flow.type !== 'PG_CHECKOUT') {
      return sendJson(reply, 400, { code: 'BAD_REQUEST', message: 'Please check the inputs you have provided.' });
    }
    const payment = emulator.create({
      provider: 'PHONEPE',
      merchantOrderId: text(body.merchantOrderId),
      amountPaise: amount,
      returnUrl: text(urls.redirectUrl),
      webhookUrl:
        emulator.options.phonePeWebhookUrl ?? new URL('/api/payments/webhooks/phonepe', originOf(request)).toString(),
    });
    if (!payment) return sendJson(reply, 400, { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' });
    return sendJson(reply, 200, {
      orderId: payment.providerOrderId,
      state: 'PENDING',
      expireAt: payment.createdAt.getTime() + 1_200_000,
      redirectUrl: `${originOf(request)}${EMULATOR_PATH}/phonepe/pay/${payment.providerOrderId}`,
    });
  });

  // Custom Checkout over UPI: the intent link (UPI_INTENT) or the QR's text (UPI_QR), no hosted page.
  app.post('/phonepe/payments/v2/pay', async (request, reply) => {
    if (!authorised(request)) return sendJson(reply, 401, unauthorised);
    const body = (request.body ?? {}) as Body;
    const flow = (body.paymentFlow ?? {}) as Body;
    const mode = text(((flow.paymentMode ?? {}) as Body).type);
    const amount = Number(body.amount);
    const valid = text(body.merchantOrderId) && Number.isInteger(amount) && amount >= 100 && flow.type === 'PG';
    if (!valid || (mode !== 'UPI_INTENT' && mode !== 'UPI_QR')) {
      return sendJson(reply, 400, { code: 'BAD_REQUEST', message: 'Please check the inputs you have provided.' });
    }
    const payment = emulator.create({
      provider: 'PHONEPE',
      merchantOrderId: text(body.merchantOrderId),
      amountPaise: amount,
      returnUrl: '',
      webhookUrl:
        emulator.options.phonePeWebhookUrl ?? new URL('/api/payments/webhooks/phonepe', originOf(request)).toString(),
    });
    if (!payment) return sendJson(reply, 400, { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' });
    const link = emulator.upiLinkOf(payment);
    return sendJson(reply, 200, {
      orderId: payment.providerOrderId,
      state: 'PENDING',
      expireAt: payment.createdAt.getTime() + 1_200_000,
      ...(mode === 'UPI_QR' ? { qrData: link } : { intentUrl: link }),
    });
  });

  app.get<{ Params: { id: string } }>('/phonepe/checkout/v2/order/:id/status', async (request, reply) => {
    if (!authorised(request)) return sendJson(reply, 401, unauthorised);
    const payment = emulator.find('PHONEPE', request.params.id);
    if (!payment) return sendJson(reply, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const state = payment.state === 'PAID' ? 'COMPLETED' : payment.state;
    const amount = payment.capturedPaise ?? payment.amountPaise;
    return sendJson(reply, 200, {
      orderId: payment.providerOrderId,
      state,
      amount,
      expireAt: payment.createdAt.getTime() + 1_200_000,
      paymentDetails: payment.paymentId
        ? [{ paymentMode: 'UPI_QR', transactionId: payment.paymentId, timestamp: Date.now(), amount, state }]
        : [],
    });
  });

  app.get<{ Params: { id: string } }>('/phonepe/pay/:id', (request, reply) => {
    const payment = emulator.findBySession('PHONEPE', request.params.id);
    if (!payment) return sendHtml(reply.status(404), messagePage('Payment not found'));
    return sendHtml(reply, checkoutFor('PhonePe', payment, request));
  });
  app.post<{ Params: { id: string } }>('/phonepe/pay/:id', async (request, reply) => {
    const payment = emulator.findBySession('PHONEPE', request.params.id);
    if (!payment) return sendHtml(reply, messagePage('Payment not found'));
    return finish(emulator, payment, ((request.body ?? {}) as Body).outcome, reply);
  });
}

function registerBmsPay(app: FastifyInstance, emulator: GatewayEmulator) {
  const { merchantId, apiKey } = emulator.credentials.bmspay;
  const refuseAuth = (request: FastifyRequest) =>
    header(request, 'authorization') !== `Bearer ${apiKey}` || header(request, 'x-merchant-id') !== merchantId;
  const view = (payment: EmulatedPayment, origin: string) => ({
    payment_id: payment.providerOrderId,
    merchant_order_id: payment.merchantOrderId,
    session_id: payment.sessionId,
    checkout_url: `${origin}${EMULATOR_PATH}/bmspay/checkout/${payment.sessionId}`,
    amount_paise: payment.capturedPaise ?? payment.amountPaise,
    currency: 'INR',
    status: payment.state === 'PENDING' ? 'CREATED' : payment.state,
    created_at: payment.createdAt.toISOString(),
  });
  const provider: PaymentProvider = 'BMSPAY';

  app.post('/bmspay/v1/payments', async (request, reply) => {
    if (refuseAuth(request)) return sendJson(reply, 401, { error: 'unauthorized', message: 'Invalid API key' });
    const body = (request.body ?? {}) as Body;
    const amount = Number(body.amount_paise);
    if (!text(body.merchant_order_id) || !Number.isInteger(amount) || amount < 1 || body.currency !== 'INR') {
      return sendJson(reply, 400, { error: 'invalid_request', message: 'merchant_order_id, amount_paise, currency' });
    }
    const payment = emulator.create({
      provider,
      merchantOrderId: text(body.merchant_order_id),
      amountPaise: amount,
      returnUrl: text(body.return_url),
      webhookUrl: text(body.webhook_url),
    });
    if (!payment) return sendJson(reply, 409, { error: 'duplicate', message: 'merchant_order_id already used' });
    return sendJson(reply, 201, view(payment, originOf(request)));
  });

  app.get<{ Params: { id: string } }>('/bmspay/v1/payments/:id', async (request, reply) => {
    if (refuseAuth(request)) return sendJson(reply, 401, { error: 'unauthorized', message: 'Invalid API key' });
    const payment = emulator.find(provider, request.params.id);
    if (!payment) return sendJson(reply, 404, { error: 'not_found', message: 'Payment not found' });
    return sendJson(reply, 200, view(payment, originOf(request)));
  });

  app.get<{ Params: { session: string } }>('/bmspay/checkout/:session', (request, reply) => {
    const payment = emulator.findBySession(provider, request.params.session);
    if (!payment) return sendHtml(reply.status(404), messagePage('Payment not found'));
    return sendHtml(reply, checkoutFor('BMSPAY', payment, request));
  });
  app.post<{ Params: { session: string } }>('/bmspay/checkout/:session', async (request, reply) => {
    const payment = emulator.findBySession(provider, request.params.session);
    if (!payment) return sendHtml(reply, messagePage('Payment not found'));
    return finish(emulator, payment, ((request.body ?? {}) as Body).outcome, reply);
  });
}
