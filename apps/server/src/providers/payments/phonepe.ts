import { createHash } from 'node:crypto';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { sameText } from './cashfree.ts';
import {
  callProvider,
  headerOf,
  joinUrl,
  refusal,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentGateway,
  type PaymentWebhookEvent,
  type ProviderPaymentStatus,
  type WebhookHeaders,
} from './payment-gateway.ts';
import { isUpiLink } from './upi.ts';

export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Checkout API base: https://api.phonepe.com/apis/pg (sandbox https://api-preprod.phonepe.com/apis/pg-sandbox). */
  baseUrl: string;
  /** OAuth base: https://api.phonepe.com/apis/identity-manager (sandbox: the same as baseUrl). */
  authUrl: string;
  /** The webhook credentials configured on PhonePe's dashboard; PhonePe sends SHA256("user:password"). */
  webhookUsername: string;
  webhookPassword: string;
  timeoutMs?: number;
}

interface PhonePeOrder {
  orderId?: string;
  merchantOrderId?: string;
  state?: string;
  amount?: number;
  paymentDetails?: Array<{ transactionId?: string; state?: string; amount?: number }>;
}

const stateOf: Record<string, PaymentTransactionStatus> = {
  COMPLETED: 'SUCCEEDED',
  FAILED: 'FAILED',
  PENDING: 'PROGRESS',
};

/**
 * PhonePe PG Standard Checkout, v2 API: an O-Bearer token from `POST /v1/oauth/token` (client credentials,
 * cached until shortly before it expires); `POST /checkout/v2/pay` with merchantOrderId, amount in paise and
 * paymentFlow PG_CHECKOUT answers the redirectUrl the shopper is sent to; `GET
 * /checkout/v2/order/{merchantOrderId}/status` says PENDING / COMPLETED / FAILED. The webhook URL is set on
 * PhonePe's dashboard (not per payment); its Authorization header is SHA256(username:password) in hex and
 * the body `{ event: checkout.order.completed|failed, payload: { merchantOrderId, state, amount, … } }`.
 * A UPI payment uses Custom Checkout instead: `POST /payments/v2/pay` with paymentFlow `{ type: PG,
 * paymentMode: { type: UPI_INTENT | UPI_QR } }` answers `intentUrl` or `qrData`, a `upi://pay?…` link.
 */
export class PhonePeGateway implements PaymentGateway {
  readonly provider = 'PHONEPE' as const;
  readonly supportsUpi = true;
  private token: { value: string; expiresAtMs: number } | null = null;

  constructor(
    private readonly options: PhonePeOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAtMs - 60_000 > this.now()) return this.token.value;
    const { status, body } = await callProvider('PhonePe', joinUrl(this.options.authUrl, '/v1/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.options.clientId,
        client_version: this.options.clientVersion,
        client_secret: this.options.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
      timeoutMs: this.options.timeoutMs,
    });
    const answer = body as { access_token?: string; expires_at?: number } | null;
    if (status !== 200 || !answer?.access_token) throw refusal('PhonePe', status, body);
    // expires_at is epoch seconds.
    this.token = { value: answer.access_token, expiresAtMs: Number(answer.expires_at ?? 0) * 1000 };
    return answer.access_token;
  }

  private async call(path: string, init: RequestInit = {}) {
    const token = await this.accessToken();
    return callProvider('PhonePe', joinUrl(this.options.baseUrl, path), {
      ...init,
      headers: { authorization: `O-Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      timeoutMs: this.options.timeoutMs,
    });
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    if (request.upi) return this.payByUpi(request);
    const { status, body } = await this.call('/checkout/v2/pay', {
      method: 'POST',
      body: JSON.stringify({
        merchantOrderId: request.providerOrderId,
        amount: request.amountPaise,
        expireAfter: 1200,
        metaInfo: { udf1: request.customer.id },
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: 'Payment for your order',
          merchantUrls: { redirectUrl: request.returnUrl },
        },
      }),
    });
    const answer = body as { orderId?: string; redirectUrl?: string } | null;
    if (status !== 200 || !answer?.orderId || !answer.redirectUrl) throw refusal('PhonePe', status, body);
    return { paymentSessionId: answer.orderId, paymentUrl: answer.redirectUrl };
  }

  private async payByUpi(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const { status, body } = await this.call('/payments/v2/pay', {
      method: 'POST',
      body: JSON.stringify({
        merchantOrderId: request.providerOrderId,
        amount: request.amountPaise,
        expireAfter: 1200,
        metaInfo: { udf1: request.customer.id },
        paymentFlow: { type: 'PG', paymentMode: { type: request.upi === 'QR' ? 'UPI_QR' : 'UPI_INTENT' } },
      }),
    });
    const answer = body as { orderId?: string; intentUrl?: string; qrData?: string } | null;
    const link = request.upi === 'QR' ? answer?.qrData : answer?.intentUrl;
    if (status !== 200 || !answer?.orderId || !link || !isUpiLink(link)) throw refusal('PhonePe', status, body);
    return { paymentSessionId: answer.orderId, paymentUrl: link };
  }

  async fetchStatus(providerOrderId: string): Promise<ProviderPaymentStatus> {
    const { status, body } = await this.call(`/checkout/v2/order/${encodeURIComponent(providerOrderId)}/status`);
    const order = body as PhonePeOrder | null;
    const mapped = order?.state ? stateOf[order.state] : undefined;
    if (status !== 200 || !mapped || typeof order?.amount !== 'number') throw refusal('PhonePe', status, body);
    return { status: mapped, amountPaise: order.amount, providerPaymentId: paymentIdOf(order) };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentWebhookEvent | null {
    // PhonePe's webhook carries no signed timestamp (its Authorization is a fixed hash of the dashboard
    // credentials, not a signature over the body), so there is no age to check: a replay only repeats a
    // settlement, which is idempotent, and the amount is compared with the payment's own.
    const authorization = headerOf(headers, 'authorization');
    const expected = phonePeWebhookAuthorization(this.options.webhookUsername, this.options.webhookPassword);
    if (!authorization || !sameText(authorization.replace(/^SHA256\s+/i, '').toLowerCase(), expected)) return null;
    try {
      const event = JSON.parse(rawBody) as { event?: string; payload?: PhonePeOrder };
      const payload = event.payload;
      const mapped = payload?.state ? stateOf[payload.state] : undefined;
      if (!payload?.merchantOrderId || !mapped || typeof payload.amount !== 'number') return null;
      return {
        providerOrderId: payload.merchantOrderId,
        status: mapped,
        amountPaise: payload.amount,
        providerPaymentId: paymentIdOf(payload),
      };
    } catch {
      return null;
    }
  }
}

function paymentIdOf(order: PhonePeOrder): string | null {
  const completed = order.paymentDetails?.find((detail) => detail.state === 'COMPLETED');
  return completed?.transactionId ?? order.paymentDetails?.at(-1)?.transactionId ?? null;
}

export function phonePeWebhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}
