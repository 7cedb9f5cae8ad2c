import type { PaymentConfig } from '../stores/stores.schemas.ts';

/** A store's payment switches for tests: everything on (Online through Cashfree) unless told otherwise. */
export function paymentConfigOf(
  overrides: { online?: boolean; provider?: 'CASHFREE' | null; cod?: boolean; wallet?: boolean } = {},
): PaymentConfig {
  return {
    onlinePayment: {
      enabled: overrides.online ?? true,
      activePaymentMethod: overrides.provider === undefined ? 'CASHFREE' : overrides.provider,
    },
    cashOnDelivery: { enabled: overrides.cod ?? true },
    bmsWallet: { enabled: overrides.wallet ?? true },
  };
}
