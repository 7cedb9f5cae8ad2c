import { offeredPaymentMethods } from '@haat/contract/checkouts/payment-methods';
import type { PaymentConfig } from '@haat/contract/stores/stores.schemas';
import type { SubscriptionPaymentMethod } from '@haat/contract/subscriptions/subscriptions.schemas';
import { subscriptionPaymentMethods } from '@haat/contract/subscriptions/subscriptions.values';
import type { SubscriptionPaymentOptions } from '@haat/contract/subscriptions/subscription-rules';
import type { PaymentOption } from '#src/ui/payment-mode-picker.tsx';

/** Which subscription modes the store has switched on; nothing while its settings are unknown. */
export function subscriptionPaymentSettings(config: PaymentConfig | undefined): SubscriptionPaymentOptions {
  return { codEnabled: config?.cashOnDelivery.enabled ?? false, walletEnabled: config?.bmsWallet.enabled ?? false };
}

/** Subscriptions are paid by 'Cash on delivery' (COD) or the wallet; only the modes the store offers are shown. */
export function subscriptionPaymentOptions(
  config: PaymentConfig | undefined,
  labelOf: (method: SubscriptionPaymentMethod) => string,
): PaymentOption[] {
  const methods = config ? offeredPaymentMethods(config) : [];
  return methods.filter(isSubscriptionPaymentMethod).map((method) => ({ method, label: labelOf(method) }));
}

export function isSubscriptionPaymentMethod(method: string): method is SubscriptionPaymentMethod {
  return (subscriptionPaymentMethods as readonly string[]).includes(method);
}
