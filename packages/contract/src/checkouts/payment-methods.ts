import type { PaymentConfig } from '../stores/stores.schemas.ts';
import type { PaymentMethod } from './checkouts.schemas.ts';
import { paymentMethods, WALLET_PAYMENT_METHOD } from './checkouts.values.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';

/**
 * The payment methods a store offers (spec §4, §5), in the order the storefront lists them, the first being
 * the default: Online only when it is enabled and a provider is active; cash on delivery and the wallet only
 * when enabled. The server refuses a checkout, order or subscription delivery paid any other way.
 */
export function offeredPaymentMethods(config: PaymentConfig): PaymentMethod[] {
  const offered: Record<PaymentMethod, boolean> = {
    PAYMENT_GATEWAY: config.onlinePayment.enabled && config.onlinePayment.activePaymentMethod !== null,
    COD: config.cashOnDelivery.enabled,
    [WALLET_PAYMENT_METHOD]: config.bmsWallet.enabled,
  };
  return paymentMethods.filter((method) => offered[method]);
}

/** Whether the store offers this payment method (see `offeredPaymentMethods`). */
export function offersPaymentMethod(config: PaymentConfig, method: PaymentMethod): boolean {
  return offeredPaymentMethods(config).includes(method);
}

/** The payment methods as the shopper reads them (spec §4: 'Online', 'Cash on delivery', 'Wallet Money'), as catalogue ids. */
export const paymentMethodLabelIds = {
  PAYMENT_GATEWAY: 'payment.methodOnline',
  COD: 'payment.methodCod',
  [WALLET_PAYMENT_METHOD]: 'payment.methodWallet',
} as const satisfies Record<PaymentMethod, MessageId>;
