import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { offeredPaymentMethods, paymentMethodLabelIds } from '@haat/contract/checkouts/payment-methods';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import type { MessageId, Translate } from '#src/lib/i18n.tsx';

// The checkout's payment choice: apart from the step rules, so the cart a first visit shows carries none of it.

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
}

/**
 * The modes the store offers, by the contract's rule the server also applies, named in the page's language;
 * none before the settings load.
 */
export function paymentOptions(config: PaymentConfig | undefined, t: Translate): PaymentOption[] {
  const methods = config ? offeredPaymentMethods(config) : [];
  return methods.map((method) => ({ method, label: t(paymentMethodLabelIds[method]) }));
}

/** Online if a provider is active, else cash on delivery if enabled, else the wallet if enabled (spec §4). */
export function defaultPaymentMethod(config: PaymentConfig | undefined): PaymentMethod | null {
  return (config ? offeredPaymentMethods(config) : [])[0] ?? null;
}

/**
 * Why the shopper cannot continue with this payment choice, or null. The wallet check needs a known
 * balance; without one the server's own guard answers at placement.
 */
export function paymentProblem(
  method: PaymentMethod | null,
  finalPrice: number,
  walletBalance: number | undefined,
): MessageId | null {
  if (!method) return 'payment.selectMethod';
  if (method === WALLET_PAYMENT_METHOD && walletBalance !== undefined && finalPrice > walletBalance) {
    return 'payment.insufficientBalance';
  }
  return null;
}
