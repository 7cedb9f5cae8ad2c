import { WALLET_PAYMENT_METHOD, type PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { offeredPaymentMethods } from '@haat/contract/checkouts/payment-methods';
import { messages } from '@haat/contract/messages';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import { paymentMethodLabels } from '#src/ui/payment-method-labels.ts';

// The checkout's payment choice: apart from the step rules, so the cart a first visit shows carries none of it.

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
}

/** The modes the store offers, by the contract's rule the server also applies; none before the settings load. */
export function paymentOptions(config: PaymentConfig | undefined): PaymentOption[] {
  const methods = config ? offeredPaymentMethods(config) : [];
  return methods.map((method) => ({ method, label: paymentMethodLabels[method] }));
}

/** Online if a provider is active, else cash on delivery if enabled, else the wallet if enabled (spec §4). */
export function defaultPaymentMethod(config: PaymentConfig | undefined): PaymentMethod | null {
  return paymentOptions(config)[0]?.method ?? null;
}

/**
 * Why the shopper cannot continue with this payment choice, or null. The wallet check needs a known
 * balance; without one the server's own guard answers at placement.
 */
export function paymentProblem(
  method: PaymentMethod | null,
  finalPrice: number,
  walletBalance: number | undefined,
): string | null {
  if (!method) return messages.payment.selectMethod;
  if (method === WALLET_PAYMENT_METHOD && walletBalance !== undefined && finalPrice > walletBalance) {
    return messages.payment.insufficientBalance;
  }
  return null;
}
