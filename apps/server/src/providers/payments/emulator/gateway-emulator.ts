import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '#src/config.ts';
import { deriveServerKey } from '#src/modules/identity/index.ts';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { fromPaise } from '@haat/contract/format';
import { bmsPaySignature } from '../bmspay.ts';
import { cashfreeSignature } from '../cashfree.ts';
import { phonePeWebhookAuthorization } from '../phonepe.ts';

/** The credentials the emulated providers accept (and sign webhooks with). */
export interface EmulatorCredentials {
  cashfree: { clientId: string; clientSecret: string };
  phonepe: { clientId: string; clientSecret: string; webhookUsername: string; webhookPassword: string };
  bmspay: { merchantId: string; apiKey: string; webhookSecret: string };
}

/**
 * Credentials made from a seed: the ids are readable, the secrets are not guessable. Anyone who knew them
 * could start emulated payments and sign webhooks, so they are never constants in the code.
 */
export function emulatorCredentialsFrom(seed: Uint8Array): EmulatorCredentials {
  const secret = (name: string) => createHmac('sha256', seed).update(name).digest('base64url');
  return {
    cashfree: { clientId: 'emulator-cashfree-id', clientSecret: secret('cashfree') },
    phonepe: {
      clientId: 'emulator-phonepe-id',
      clientSecret: secret('phonepe'),
      webhookUsername: 'emulator_user',
      webhookPassword: secret('phonepe-webhook'),
    },
    bmspay: { merchantId: 'emulator-merchant', apiKey: secret('bmspay'), webhookSecret: secret('bmspay-webhook') },
  };
}

/** The in-process emulator's credentials: derived from the server secret, so they are per data directory. */
export const emulatorCredentialsFor = (config: Pick<Config, 'jwtSecret' | 'dataDir'>): EmulatorCredentials =>
  emulatorCredentialsFrom(deriveServerKey(config, 'payment-emulator'));

export type EmulatedState = 'PENDING' | 'PAID' | 'FAILED';

/** One payment as the emulated provider keeps it. */
export interface EmulatedPayment {
  provider: PaymentProvider;
  /** Our id at the provider (Cashfree order_id, PhonePe merchantOrderId, BMSPAY merchant_order_id). */
  merchantOrderId: string;
  /** The provider's own ids: Cashfree cf_order_id / PhonePe orderId / BMSPAY payment_id; and the session. */
  providerOrderId: string;
  sessionId: string;
  /** The transaction reference (`tr`) of the payment's UPI link, which the emulated UPI app looks up. */
  upiRef: string;
  amountPaise: number;
  state: EmulatedState;
  /** The amount captured (normally amountPaise; tests may make a provider report another). */
  capturedPaise: number | null;
  paymentId: string | null;
  returnUrl: string;
  webhookUrl: string;
  createdAt: Date;
}

/** A notification as the provider would send it; `delivered` says whether our server answered 2xx. */
export interface EmulatedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
  delivered?: boolean;
}

export interface GatewayEmulatorOptions {
  /** Unset, fresh random ones (a standalone emulator in tests: read them from `emulator.credentials`). */
  credentials?: EmulatorCredentials;
  /**
   * Whether an address may be a redirect target or a webhook destination. The in-server emulator allows
   * only our own hosts; unset, only loopback addresses (a standalone emulator beside a test server).
   */
  isOwnUrl?: (address: string) => boolean | Promise<boolean>;
  /** PhonePe's webhook URL is set on its dashboard; unset, the server the pay request came from is used. */
  phonePeWebhookUrl?: string;
  /** How long a webhook delivery may take before it counts as failed. */
  webhookTimeoutMs?: number;
  log?: { warn(details: object, message: string): void };
}

const id = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;

/**
 * The state of the emulated providers, in memory: it stands in for external services, and each replica
 * with the emulator on would be its own "provider". Routes in `gateway-emulator.routes.ts` speak the
 * providers' HTTP APIs over it; tests may also drive it directly (`settle`).
 */
export class GatewayEmulator {
  readonly credentials: EmulatorCredentials;
  private readonly payments = new Map<string, EmulatedPayment>();
  private readonly bySession = new Map<string, EmulatedPayment>();
  private readonly byUpiRef = new Map<string, EmulatedPayment>();
  readonly phonePeTokens = new Set<string>();
  /** Every webhook sent, newest last (tests read them). */
  readonly webhooks: EmulatedWebhook[] = [];

  constructor(readonly options: GatewayEmulatorOptions = {}) {
    this.credentials = options.credentials ?? emulatorCredentialsFrom(randomBytes(32));
  }

  /** See `GatewayEmulatorOptions.isOwnUrl`. */
  async mayReach(address: string): Promise<boolean> {
    if (this.options.isOwnUrl) return this.options.isOwnUrl(address);
    try {
      return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(address).hostname);
    } catch {
      return false;
    }
  }

  create(
    input: Pick<EmulatedPayment, 'provider' | 'merchantOrderId' | 'amountPaise' | 'returnUrl' | 'webhookUrl'>,
  ): EmulatedPayment | null {
    const key = `${input.provider}:${input.merchantOrderId}`;
    if (this.payments.has(key)) return null;
    const payment: EmulatedPayment = {
      ...input,
      providerOrderId: input.provider === 'PHONEPE' ? id('OMO') : input.provider === 'BMSPAY' ? id('bp_') : id(''),
      sessionId: input.provider === 'CASHFREE' ? `session_${randomBytes(24).toString('base64url')}` : id('bps_'),
      upiRef: id('HAATUPI'),
      state: 'PENDING',
      capturedPaise: null,
      paymentId: null,
      createdAt: new Date(),
    };
    this.payments.set(key, payment);
    this.bySession.set(`${input.provider}:${payment.sessionId}`, payment);
    this.bySession.set(`${input.provider}:${payment.providerOrderId}`, payment);
    this.byUpiRef.set(payment.upiRef, payment);
    return payment;
  }

  /** By the `tr` of its UPI link, whichever provider made it (what the emulated UPI app is opened with). */
  findByUpiRef(reference: string): EmulatedPayment | undefined {
    return this.byUpiRef.get(reference);
  }

  /**
   * The payment's UPI link, shaped as the providers answer it: payee address and name, the reference, the
   * amount in rupees. A phone would open a UPI app with it; here the emulated UPI app page plays that app.
   */
  upiLinkOf(payment: EmulatedPayment): string {
    const query = new URLSearchParams({
      pa: 'haat.emulator@upi',
      pn: 'Gateway Emulator',
      tr: payment.upiRef,
      am: fromPaise(payment.amountPaise).toFixed(2),
      cu: 'INR',
      tn: `Order ${payment.merchantOrderId}`.slice(0, 50),
    });
    return `upi://pay?${query.toString().replace(/\+/g, '%20')}`;
  }

  find(provider: PaymentProvider, merchantOrderId: string): EmulatedPayment | undefined {
    return this.payments.get(`${provider}:${merchantOrderId}`);
  }

  /** By Cashfree payment_session_id, PhonePe orderId or BMSPAY session_id (what the checkout page names). */
  findBySession(provider: PaymentProvider, sessionId: string): EmulatedPayment | undefined {
    return this.bySession.get(`${provider}:${sessionId}`);
  }

  /**
   * The shopper pressed Pay or Fail: the payment ends (once; a second press changes nothing) and the
   * provider-shaped, signed webhook is built. `capturedPaise` lets a test make the provider report another
   * amount. Answers the webhook; `deliver` sends it.
   */
  settle(
    provider: PaymentProvider,
    merchantOrderId: string,
    outcome: 'pay' | 'fail',
    options: { capturedPaise?: number } = {},
  ): EmulatedWebhook | null {
    const payment = this.find(provider, merchantOrderId);
    if (!payment) return null;
    if (payment.state === 'PENDING') {
      payment.state = outcome === 'pay' ? 'PAID' : 'FAILED';
      payment.paymentId = id(provider === 'CASHFREE' ? '5114' : provider === 'PHONEPE' ? 'OM' : 'bpt_');
      payment.capturedPaise = outcome === 'pay' ? (options.capturedPaise ?? payment.amountPaise) : null;
    }
    return this.webhookOf(payment);
  }

  webhookOf(payment: EmulatedPayment): EmulatedWebhook {
    const paid = payment.state === 'PAID';
    const amountPaise = payment.capturedPaise ?? payment.amountPaise;
    const now = new Date();
    if (payment.provider === 'CASHFREE') {
      const body = JSON.stringify({
        data: {
          order: {
            order_id: payment.merchantOrderId,
            order_amount: fromPaise(payment.amountPaise),
            order_currency: 'INR',
          },
          payment: {
            cf_payment_id: payment.paymentId,
            payment_status: paid ? 'SUCCESS' : 'FAILED',
            payment_amount: fromPaise(amountPaise),
            payment_currency: 'INR',
            payment_message: paid ? 'Transaction successful' : 'Transaction failed',
            payment_time: now.toISOString(),
            payment_group: 'upi',
          },
        },
        event_time: now.toISOString(),
        type: paid ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
      });
      const timestamp = String(now.getTime());
      return {
        url: payment.webhookUrl,
        body,
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': cashfreeSignature(this.credentials.cashfree.clientSecret, timestamp, body),
          'x-webhook-version': '2023-08-01',
        },
      };
    }
    if (payment.provider === 'PHONEPE') {
      const body = JSON.stringify({
        event: paid ? 'checkout.order.completed' : 'checkout.order.failed',
        payload: {
          orderId: payment.providerOrderId,
          merchantId: 'EMULATORMERCHANT',
          merchantOrderId: payment.merchantOrderId,
          state: paid ? 'COMPLETED' : 'FAILED',
          amount: amountPaise,
          expireAt: payment.createdAt.getTime() + 1_200_000,
          paymentDetails: [
            {
              paymentMode: 'UPI_QR',
              transactionId: payment.paymentId,
              timestamp: now.getTime(),
              amount: amountPaise,
              state: paid ? 'COMPLETED' : 'FAILED',
            },
          ],
        },
      });
      const { webhookUsername, webhookPassword } = this.credentials.phonepe;
      return {
        url: payment.webhookUrl,
        body,
        headers: {
          'content-type': 'application/json',
          authorization: phonePeWebhookAuthorization(webhookUsername, webhookPassword),
        },
      };
    }
    const body = JSON.stringify({
      event: paid ? 'payment.succeeded' : 'payment.failed',
      data: {
        payment_id: payment.providerOrderId,
        merchant_order_id: payment.merchantOrderId,
        amount_paise: amountPaise,
        status: paid ? 'PAID' : 'FAILED',
      },
    });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    return {
      url: payment.webhookUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'x-bmspay-signature': `t=${timestamp},v1=${bmsPaySignature(this.credentials.bmspay.webhookSecret, timestamp, body)}`,
      },
    };
  }

  /** Posts the webhook to our server; a failure is logged, as a provider would retry later. */
  async deliver(webhook: EmulatedWebhook): Promise<EmulatedWebhook> {
    this.webhooks.push(webhook);
    if (!(await this.mayReach(webhook.url))) {
      webhook.delivered = false;
      this.options.log?.warn({ url: webhook.url }, 'gateway emulator refused a webhook address that is not ours');
      return webhook;
    }
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
        signal: AbortSignal.timeout(this.options.webhookTimeoutMs ?? 5000),
      });
      webhook.delivered = response.ok;
    } catch (error) {
      webhook.delivered = false;
      this.options.log?.warn({ err: error, url: webhook.url }, 'gateway emulator could not deliver a webhook');
    }
    return webhook;
  }

  newPhonePeToken(): { token: string; expiresAt: number } {
    const token = randomUUID();
    this.phonePeTokens.add(token);
    return { token, expiresAt: Math.floor(Date.now() / 1000) + 3600 };
  }
}
