import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';

/** What we ask a provider to collect: `providerOrderId` is our id at the provider (their merchant order id). */
export interface CreatePaymentRequest {
  providerOrderId: string;
  amountPaise: number;
  customer: { id: string; mobile: string; email: string | null };
  /** Where the provider sends the shopper's browser afterwards. */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification (providers that take it per payment). */
  webhookUrl: string;
  /**
   * Set, the payment is a UPI collection without the provider's hosted page: INTENT for a phone's UPI app,
   * QR for a code scanned from another screen. Only adapters with `supportsUpi` take it.
   */
  upi?: UpiFlow;
}

export type UpiFlow = 'INTENT' | 'QR';

export interface CreatedPayment {
  paymentSessionId: string;
  /** The hosted checkout page; for a UPI payment, the `upi://pay?…` link itself (see `upiLink`). */
  paymentUrl: string;
}

/** The provider's word on one payment, in our terms; amounts always in paise. */
export interface ProviderPaymentStatus {
  status: PaymentTransactionStatus;
  amountPaise: number;
  providerPaymentId: string | null;
}

/** A verified notification: which payment, and what the provider says about it. */
export interface PaymentWebhookEvent extends ProviderPaymentStatus {
  providerOrderId: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * One payment provider's API (Cashfree, PhonePe, BMSPAY), chosen by config; the gateway emulator speaks
 * the same APIs locally. Network and provider refusals throw `PaymentGatewayError`.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Whether the provider documents a UPI intent / QR API we call (CreatePaymentRequest.upi). */
  readonly supportsUpi: boolean;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  fetchStatus(providerOrderId: string): Promise<ProviderPaymentStatus>;
  /**
   * The event when the signature (or credentials) match the raw body and its signed timestamp is within
   * WEBHOOK_TOLERANCE_MS of now; null for anything forged, replayed late or unreadable.
   */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentWebhookEvent | null;
}

/** The provider could not be reached or refused the call; the shopper sees a generic failure. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}

/**
 * How far a signed webhook's timestamp may be from our clock, either side: a captured notification cannot be
 * replayed later, while a few minutes allow for clock drift and delivery time. A retry the provider sends
 * after that is refused, and the reconciliation job settles the payment by asking the provider instead.
 */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** Whether a webhook signed at `signedAtMs` (epoch milliseconds, as digits) may be accepted at `nowMs`. */
export function isFreshWebhook(signedAtMs: number, nowMs: number): boolean {
  return Number.isSafeInteger(signedAtMs) && Math.abs(nowMs - signedAtMs) <= WEBHOOK_TOLERANCE_MS;
}

/** A webhook timestamp header as a number, or NaN unless it is plain digits (no sign, exponent or spaces). */
export const timestampOf = (digits: string): number => (/^\d{1,16}$/.test(digits) ? Number(digits) : Number.NaN);

export const headerOf = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A base URL joined with a path, keeping the base's own path (`…/__gateway/cashfree` + `/pg/orders`). */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** fetch with a timeout, turning network failures into PaymentGatewayError; answers status and parsed JSON. */
export async function callProvider(
  name: string,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new PaymentGatewayError(`${name} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  return { status: response.status, body: parseAnswer(text) };
}

function parseAnswer(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export function refusal(name: string, status: number, body: unknown): PaymentGatewayError {
  const message =
    body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : '';
  return new PaymentGatewayError(`${name} refused the call: HTTP ${status} ${message}`.trim());
}
