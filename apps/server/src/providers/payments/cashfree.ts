import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { fromPaise, toPaise } from '@haat/contract/format';
import {
  callProvider,
  headerOf,
  isFreshWebhook,
  joinUrl,
  refusal,
  timestampOf,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentGateway,
  type PaymentWebhookEvent,
  type ProviderPaymentStatus,
  type WebhookHeaders,
} from './payment-gateway.ts';
import { isUpiLink } from './upi.ts';

export interface CashfreeOptions {
  clientId: string;
  clientSecret: string;
  /** API origin: https://sandbox.cashfree.com or https://api.cashfree.com (CASHFREE_BASE_URL); paths start /pg. */
  baseUrl: string;
  /** The page that opens Cashfree's checkout for a payment_session_id (their JS SDK on a real account). */
  checkoutUrl?: string | undefined;
  apiVersion?: string;
  timeoutMs?: number;
}

export const CASHFREE_API_VERSION = '2023-08-01';

interface CashfreeOrder {
  order_id?: string;
  order_amount?: number;
  order_status?: string;
  payment_session_id?: string;
}
interface CashfreePayment {
  cf_payment_id?: string | number;
  payment_status?: string;
  payment_amount?: number;
  payment_completion_time?: string | null;
}
/** Order Pay's answer for UPI channel "link": the intent links, `default` for any UPI app. */
interface CashfreeOrderPay {
  cf_payment_id?: string | number;
  channel?: string;
  data?: { payload?: { default?: string } | null } | null;
}

/** Cashfree's payment statuses (a payment attempt, or the webhook's data.payment) in our terms. */
const paymentStatusOf: Record<string, PaymentTransactionStatus> = {
  SUCCESS: 'SUCCEEDED',
  FAILED: 'FAILED',
  USER_DROPPED: 'USER_DROPPED',
  CANCELLED: 'FAILED',
  VOID: 'FAILED',
};

/**
 * Cashfree Payment Gateway, API version 2023-08-01: `POST /pg/orders` creates the order and answers its
 * payment_session_id; `GET /pg/orders/{order_id}` says PAID / ACTIVE / EXPIRED / TERMINATED, and
 * `GET /pg/orders/{order_id}/payments` lists the attempts (the successful one carries cf_payment_id).
 * Webhooks are signed: base64(HMAC-SHA256(client secret, x-webhook-timestamp + raw body)) in
 * x-webhook-signature, the timestamp in epoch milliseconds (their example: 1617695238078). Amounts are
 * rupees with two decimals on the wire. A UPI payment then calls Order Pay, `POST /pg/orders/sessions` with
 * `payment_method.upi.channel: "link"`, whose `data.payload.default` is the `upi://pay?…` link: the phone
 * opens it, and a laptop shows it as a QR code (channel "qrcode" answers only a PNG of the same link).
 */
export class CashfreeGateway implements PaymentGateway {
  readonly provider = 'CASHFREE' as const;
  readonly supportsUpi = true;

  constructor(
    private readonly options: CashfreeOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private headers(): Record<string, string> {
    return {
      'x-client-id': this.options.clientId,
      'x-client-secret': this.options.clientSecret,
      'x-api-version': this.options.apiVersion ?? CASHFREE_API_VERSION,
      'content-type': 'application/json',
      accept: 'application/json',
    };
  }

  private call(path: string, init: RequestInit = {}) {
    return callProvider('Cashfree', joinUrl(this.options.baseUrl, path), {
      ...init,
      headers: this.headers(),
      timeoutMs: this.options.timeoutMs,
    });
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const { status, body } = await this.call('/pg/orders', {
      method: 'POST',
      body: JSON.stringify({
        order_id: request.providerOrderId,
        order_amount: fromPaise(request.amountPaise),
        order_currency: 'INR',
        customer_details: {
          customer_id: request.customer.id,
          customer_phone: request.customer.mobile,
          ...(request.customer.email ? { customer_email: request.customer.email } : {}),
        },
        order_meta: { return_url: request.returnUrl, notify_url: request.webhookUrl },
      }),
    });
    const order = body as CashfreeOrder | null;
    if (status !== 200 || !order?.payment_session_id) throw refusal('Cashfree', status, body);
    if (request.upi) return this.payByUpi(order.payment_session_id);
    const checkout = new URL(this.options.checkoutUrl ?? joinUrl(this.options.baseUrl, '/pg/view/sessions/checkout'));
    checkout.searchParams.set('payment_session_id', order.payment_session_id);
    return { paymentSessionId: order.payment_session_id, paymentUrl: checkout.toString() };
  }

  /** Order Pay over UPI: the intent link for the session (the same link serves the QR code). */
  private async payByUpi(sessionId: string): Promise<CreatedPayment> {
    const { status, body } = await this.call('/pg/orders/sessions', {
      method: 'POST',
      body: JSON.stringify({ payment_session_id: sessionId, payment_method: { upi: { channel: 'link' } } }),
    });
    const link = (body as CashfreeOrderPay | null)?.data?.payload?.default;
    if (status !== 200 || !link || !isUpiLink(link)) throw refusal('Cashfree', status, body);
    return { paymentSessionId: sessionId, paymentUrl: link };
  }

  async fetchStatus(providerOrderId: string): Promise<ProviderPaymentStatus> {
    const id = encodeURIComponent(providerOrderId);
    const { status, body } = await this.call(`/pg/orders/${id}`);
    const order = body as CashfreeOrder | null;
    if (status !== 200 || !order?.order_status) throw refusal('Cashfree', status, body);
    const amountPaise = toPaise(Number(order.order_amount));
    const payments = await this.call(`/pg/orders/${id}/payments`);
    if (payments.status !== 200 || !Array.isArray(payments.body))
      throw refusal('Cashfree', payments.status, payments.body);
    const attempts = payments.body as CashfreePayment[];
    const paid = attempts.find((attempt) => attempt.payment_status === 'SUCCESS');
    if (order.order_status === 'PAID' || paid) {
      return {
        status: 'SUCCEEDED',
        // What was actually captured: the successful attempt's amount when the provider lists it.
        amountPaise: paid?.payment_amount !== undefined ? toPaise(paid.payment_amount) : amountPaise,
        providerPaymentId: paid?.cf_payment_id !== undefined ? String(paid.cf_payment_id) : null,
      };
    }
    if (order.order_status === 'ACTIVE') return { status: 'PROGRESS', amountPaise, providerPaymentId: null };
    // EXPIRED / TERMINATED: the order can no longer be paid; the last attempt says whether the shopper left.
    const last = attempts.at(-1);
    return {
      status: last?.payment_status === 'USER_DROPPED' ? 'USER_DROPPED' : 'FAILED',
      amountPaise,
      providerPaymentId: null,
    };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentWebhookEvent | null {
    const timestamp = headerOf(headers, 'x-webhook-timestamp');
    const signature = headerOf(headers, 'x-webhook-signature');
    if (!timestamp || !signature) return null;
    if (!isFreshWebhook(timestampOf(timestamp), this.now())) return null;
    if (!sameText(signature, cashfreeSignature(this.options.clientSecret, timestamp, rawBody))) return null;
    try {
      const event = JSON.parse(rawBody) as {
        data?: { order?: { order_id?: string }; payment?: CashfreePayment };
      };
      const orderId = event.data?.order?.order_id;
      const payment = event.data?.payment;
      const status = payment?.payment_status ? paymentStatusOf[payment.payment_status] : undefined;
      if (!orderId || !payment || !status || typeof payment.payment_amount !== 'number') return null;
      return {
        providerOrderId: orderId,
        status,
        amountPaise: toPaise(payment.payment_amount),
        providerPaymentId: payment.cf_payment_id !== undefined ? String(payment.cf_payment_id) : null,
      };
    } catch {
      return null;
    }
  }
}

export function cashfreeSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

/** Constant-time comparison, so a forger learns nothing from how long a refusal takes. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
