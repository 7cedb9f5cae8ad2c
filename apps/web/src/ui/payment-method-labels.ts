import { useCallback } from 'react';
import { WALLET_PAYMENT_METHOD, type PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { useT, type MessageId } from '#src/lib/i18n.tsx';

/** The payment methods as the shopper reads them (spec §4: Online, Cash on delivery, Wallet Money). */
export const paymentMethodLabelIds: Record<PaymentMethod, MessageId> = {
  PAYMENT_GATEWAY: 'ui.paymentOnline',
  COD: 'ui.paymentCod',
  [WALLET_PAYMENT_METHOD]: 'ui.paymentWallet',
};

/** A payment method's name in the page's language. */
export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method) => t(paymentMethodLabelIds[method]), [t]);
}
