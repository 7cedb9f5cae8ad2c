import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { PaymentsConfig } from '#src/config.ts';
import { BmsPayGateway } from './bmspay.ts';
import { CashfreeGateway } from './cashfree.ts';
import { EMULATOR_PATH } from './emulator/gateway-emulator.routes.ts';
import { emulatorCredentials, type EmulatorCredentials } from './emulator/gateway-emulator.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { PhonePeGateway } from './phonepe.ts';

/**
 * Chooses each provider's adapter from config: the real one when its credentials are set, else (emulator on)
 * the same adapter pointed at the gateway emulator at `emulatorOrigin` + `/__gateway/<provider>`, else none.
 * Adapters are kept per origin, so PhonePe's cached access token is reused.
 */
export class PaymentGateways {
  private readonly cache = new Map<string, PaymentGateway>();

  constructor(
    private readonly config: PaymentsConfig,
    /** The server's own origin, for calls made outside a request (the reconciliation job). */
    private readonly defaultEmulatorOrigin: string,
    private readonly credentials: EmulatorCredentials = emulatorCredentials,
  ) {}

  /** Whether a payment with this provider can start at all. */
  available(provider: PaymentProvider): boolean {
    return this.configured(provider) || this.config.emulator;
  }

  /** The adapter, or null when the provider is neither configured nor emulated. */
  for(provider: PaymentProvider, emulatorOrigin = this.defaultEmulatorOrigin): PaymentGateway | null {
    const real = this.configured(provider);
    if (!real && !this.config.emulator) return null;
    const key = real ? provider : `${provider} ${emulatorOrigin}`;
    let gateway = this.cache.get(key);
    if (!gateway) {
      gateway = real ? this.realGateway(provider) : this.emulatedGateway(provider, emulatorOrigin);
      this.cache.set(key, gateway);
    }
    return gateway;
  }

  private configured(provider: PaymentProvider): boolean {
    const { cashfree, phonepe, bmspay } = this.config;
    if (provider === 'CASHFREE') return Boolean(cashfree.clientId && cashfree.clientSecret);
    if (provider === 'PHONEPE') {
      return Boolean(phonepe.clientId && phonepe.clientSecret && phonepe.webhookUsername && phonepe.webhookPassword);
    }
    return Boolean(bmspay.merchantId && bmspay.apiKey && bmspay.webhookSecret && bmspay.baseUrl);
  }

  private realGateway(provider: PaymentProvider): PaymentGateway {
    const { cashfree, phonepe, bmspay } = this.config;
    if (provider === 'CASHFREE') {
      return new CashfreeGateway({
        clientId: cashfree.clientId!,
        clientSecret: cashfree.clientSecret!,
        baseUrl: cashfree.baseUrl,
        checkoutUrl: cashfree.checkoutUrl,
      });
    }
    if (provider === 'PHONEPE') {
      return new PhonePeGateway({
        clientId: phonepe.clientId!,
        clientSecret: phonepe.clientSecret!,
        clientVersion: phonepe.clientVersion,
        baseUrl: phonepe.baseUrl,
        authUrl: phonepe.authUrl,
        webhookUsername: phonepe.webhookUsername!,
        webhookPassword: phonepe.webhookPassword!,
      });
    }
    return new BmsPayGateway({
      merchantId: bmspay.merchantId!,
      apiKey: bmspay.apiKey!,
      webhookSecret: bmspay.webhookSecret!,
      baseUrl: bmspay.baseUrl!,
    });
  }

  private emulatedGateway(provider: PaymentProvider, origin: string): PaymentGateway {
    const base = `${origin.replace(/\/+$/, '')}${EMULATOR_PATH}`;
    const { cashfree, phonepe, bmspay } = this.credentials;
    if (provider === 'CASHFREE') return new CashfreeGateway({ ...cashfree, baseUrl: `${base}/cashfree` });
    if (provider === 'PHONEPE') {
      return new PhonePeGateway({
        ...phonepe,
        clientVersion: '1',
        baseUrl: `${base}/phonepe`,
        authUrl: `${base}/phonepe`,
      });
    }
    return new BmsPayGateway({ ...bmspay, baseUrl: `${base}/bmspay` });
  }
}

const shared = new WeakMap<object, PaymentGateways>();

/** One set of adapters per loaded config, shared by the payment and wallet routes and the job. */
export function paymentGatewaysFor(config: { payments: PaymentsConfig; port: number }): PaymentGateways {
  let gateways = shared.get(config.payments);
  if (!gateways) {
    gateways = new PaymentGateways(config.payments, `http://127.0.0.1:${config.port}`);
    shared.set(config.payments, gateways);
  }
  return gateways;
}
