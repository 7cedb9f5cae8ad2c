import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { Config, PaymentsConfig } from '#src/config.ts';
import { loopbackOrigin } from '#src/modules/stores/index.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { BmsPayGateway } from './bmspay.ts';
import { CashfreeGateway } from './cashfree.ts';
import { countedPaymentGateway } from './counted-payment-gateway.ts';
import { EMULATOR_PATH, UPI_APP_PATH } from './emulator/gateway-emulator.routes.ts';
import { emulatorCredentialsFor, type EmulatorCredentials } from './emulator/gateway-emulator.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { PhonePeGateway } from './phonepe.ts';
import { upiReference } from './upi.ts';

/**
 * Chooses each provider's adapter from config: the real one when its credentials are set, else (emulator on)
 * the same adapter pointed at the gateway emulator at `emulatorOrigin` + `/__gateway/<provider>`, else none.
 * Adapters are kept, so PhonePe's cached access token is reused.
 */
export class PaymentGateways {
  private readonly cache = new Map<PaymentProvider, PaymentGateway>();

  constructor(
    private readonly config: PaymentsConfig,
    /** Where the in-process emulator answers: this server's loopback address, from config, never a request's. */
    private readonly emulatorOrigin: string,
    private readonly credentials: EmulatorCredentials,
    /** Counts every call to a provider and every webhook from one; left out (tests), nothing is counted. */
    private readonly metrics?: Pick<Metrics, 'paymentCall'>,
  ) {}

  /** Whether a payment with this provider can start at all. */
  available(provider: PaymentProvider): boolean {
    return this.configured(provider) || this.config.emulator;
  }

  /** The adapter, or null when the provider is neither configured nor emulated. */
  for(provider: PaymentProvider): PaymentGateway | null {
    const real = this.configured(provider);
    if (!real && !this.config.emulator) return null;
    let gateway = this.cache.get(provider);
    if (!gateway) {
      gateway = real ? this.realGateway(provider) : this.emulatedGateway(provider);
      if (this.metrics) gateway = countedPaymentGateway(gateway, this.metrics);
      this.cache.set(provider, gateway);
    }
    return gateway;
  }

  /**
   * A hosted payment page as the shopper's browser reaches it. The emulator is part of this server, called on
   * its loopback address; the shopper gets the same page on the host they are on, so the storefront may
   * frame it as its own. A real provider's page is left as the provider gave it.
   */
  pageForShopper(provider: PaymentProvider, paymentUrl: string, shopperOrigin: string): string {
    if (this.configured(provider) || !paymentUrl.startsWith(`${this.emulatorOrigin}/`)) return paymentUrl;
    return `${shopperOrigin}${paymentUrl.slice(this.emulatorOrigin.length)}`;
  }

  /**
   * What "Pay by UPI app" opens for a UPI link: the link itself (the phone's UPI app takes it), or, when the
   * emulator made it, the emulator's page that plays the UPI app for the link's reference, on the host the
   * shopper is on (a browser without a UPI app could not follow `upi://`).
   */
  upiAppForShopper(provider: PaymentProvider, upiLink: string, shopperOrigin: string): string {
    const reference = upiReference(upiLink);
    if (this.configured(provider) || !this.config.emulator || !reference) return upiLink;
    return `${shopperOrigin}${EMULATOR_PATH}${UPI_APP_PATH}?${new URLSearchParams({ tr: reference }).toString()}`;
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

  private emulatedGateway(provider: PaymentProvider): PaymentGateway {
    const base = `${this.emulatorOrigin}${EMULATOR_PATH}`;
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

/** The adapters the config names; built once per process (see providers.ts). */
export function createPaymentGateways(
  config: Pick<Config, 'payments' | 'port' | 'jwtSecret' | 'dataDir'>,
  metrics?: Pick<Metrics, 'paymentCall'>,
): PaymentGateways {
  return new PaymentGateways(config.payments, loopbackOrigin(config), emulatorCredentialsFor(config), metrics);
}
