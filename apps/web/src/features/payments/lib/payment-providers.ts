import { PAYMENT_POLL_LIMIT_MS, PHONEPE_POLL_LIMIT_MS } from '@haat/contract/constants';
import type { PaymentConfig, PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { paymentProviders } from '@haat/contract/stores/stores.values';

/** CASHFREE and BMSPAY show their checkout inside our page; PHONEPE takes the whole window and sends it back. */
export function opensInModal(provider: PaymentProvider): boolean {
  return provider !== 'PHONEPE';
}

/** How long the storefront waits for a final status after the shopper left the provider (spec §9). */
export function pollLimitFor(provider: PaymentProvider): number {
  return provider === 'PHONEPE' ? PHONEPE_POLL_LIMIT_MS : PAYMENT_POLL_LIMIT_MS;
}

/** The store's active online provider, or null when none is active or its name is one we do not speak. */
export function activeProvider(config: PaymentConfig | undefined): PaymentProvider | null {
  const name = config?.onlinePayment.enabled ? config.onlinePayment.activePaymentMethod : null;
  const known = paymentProviders.find((provider) => provider === name?.toUpperCase());
  return known ?? null;
}

/** Spec §8: wallet recharge online works only with CASHFREE, whatever the letter case of the setting. */
export function rechargesOnline(provider: string | null | undefined): boolean {
  return provider?.toLowerCase() === 'cashfree';
}

/** Spec §5: the mobile sent to the provider is the last 10 characters of the shopper's mobile. */
export function paymentMobile(mobile: string): string {
  return mobile.slice(-10);
}

/** The provider page's origin, or null when the answer is no http(s) address we could show. */
export function paymentPageOrigin(paymentUrl: string): string | null {
  try {
    const url = new URL(paymentUrl, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Providers whose UPI intent / QR API the server calls (BMSPAY has none: its hosted checkout stays). */
export function offersUpi(provider: PaymentProvider): boolean {
  return provider === 'CASHFREE' || provider === 'PHONEPE';
}

/**
 * Whether this device is one a shopper pays on with a UPI app, judged by what it can do rather than by
 * its name: a touch screen as its main pointer (a phone or tablet) opens the app; a mouse or trackpad
 * (a laptop) shows a QR code to scan with the phone. The shopper can always switch to the other way.
 */
export function prefersUpiApp(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Which way a shopper pays: the phone's UPI app, a QR code, or the provider's own page. */
export type PaymentWay = 'UPI_APP' | 'UPI_QR' | 'PAGE';
