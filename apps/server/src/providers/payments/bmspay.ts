import { createHmac } from 'node:crypto';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { sameText } from './cashfree.ts';
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

export interface BmsPayOptions {
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  /** BMSPAY_BASE_URL; paths start /v1. */
  baseUrl: string;
  timeoutMs?: number;
}

interface BmsPayment {
  payment_id?: string;
  merchant_order_id?: string;
  session_id?: string;
  checkout_url?: string;
  amount_paise?: number;
  status?: string;
}

const statusOf: Record<string, PaymentTransactionStatus> = {
  CREATED: 'PROGRESS',
  PAID: 'SUCCEEDED',
  FAILED: 'FAILED',
  CANCELLED: 'USER_DROPPED',
};

/**
 * BMSPAY, the platform's own gateway (its API is ours to define: docs/decisions/007). Bearer API key plus
 * x-merchant-id; `POST /v1/payments` → { payment_id, session_id, checkout_url, status: CREATED };
 * `GET /v1/payments/{merchant_order_id}` → status CREATED / PAID / FAILED / CANCELLED, amount_paise.
 * Webhooks carry `x-bmspay-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export class BmsPayGateway implements PaymentGateway {
  readonly provider = 'BMSPAY' as const;
  /** BMSPAY documents no UPI intent or QR call: its hosted checkout stays the way to pay (decision 052). */
  readonly supportsUpi = false;

  constructor(
    private readonly options: BmsPayOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private call(path: string, init: RequestInit = {}) {
    return callProvider('BMSPAY', joinUrl(this.options.baseUrl, path), {
      ...init,
      headers: {
        authorization: `Bearer ${this.options.apiKey}`,
        'x-merchant-id': this.options.merchantId,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      timeoutMs: this.options.timeoutMs,
    });
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const { status, body } = await this.call('/v1/payments', {
      method: 'POST',
      body: JSON.stringify({
        merchant_order_id: request.providerOrderId,
        amount_paise: request.amountPaise,
        currency: 'INR',
        customer: { id: request.customer.id, mobile: request.customer.mobile, email: request.customer.email },
        return_url: request.returnUrl,
        webhook_url: request.webhookUrl,
      }),
    });
    const payment = body as BmsPayment | null;
    if (status !== 201 || !payment?.session_id || !payment.checkout_url) throw refusal('BMSPAY', status, body);
    return { paymentSessionId: payment.session_id, paymentUrl: payment.checkout_url };
  }

  async fetchStatus(providerOrderId: string): Promise<ProviderPaymentStatus> {
    const { status, body } = await this.call(`/v1/payments/${encodeURIComponent(providerOrderId)}`);
    const payment = body as BmsPayment | null;
    const mapped = payment?.status ? statusOf[payment.status] : undefined;
    if (status !== 200 || !mapped || typeof payment?.amount_paise !== 'number') throw refusal('BMSPAY', status, body);
    return { status: mapped, amountPaise: payment.amount_paise, providerPaymentId: payment.payment_id ?? null };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentWebhookEvent | null {
    const parts = new Map(
      (headerOf(headers, 'x-bmspay-signature') ?? '').split(',').map((part) => {
        const [key = '', ...rest] = part.trim().split('=');
        return [key, rest.join('=')] as const;
      }),
    );
    const timestamp = parts.get('t');
    const signature = parts.get('v1');
    if (!timestamp || !signature) return null;
    if (!isFreshWebhook(timestampOf(timestamp) * 1000, this.now())) return null;
    if (!sameText(signature, bmsPaySignature(this.options.webhookSecret, timestamp, rawBody))) return null;
    try {
      const event = JSON.parse(rawBody) as { event?: string; data?: BmsPayment };
      const data = event.data;
      const mapped = data?.status ? statusOf[data.status] : undefined;
      if (!data?.merchant_order_id || !mapped || typeof data.amount_paise !== 'number') return null;
      return {
        providerOrderId: data.merchant_order_id,
        status: mapped,
        amountPaise: data.amount_paise,
        providerPaymentId: data.payment_id ?? null,
      };
    } catch {
      return null;
    }
  }
}

export function bmsPaySignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}
