import { useCallback } from 'react';
import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { paymentMethodLabelIds } from '@haat/contract/checkouts/payment-methods';
import { useT } from '#src/lib/i18n.tsx';

/** A payment method's name in the page's language (the contract's ids: Online, Cash on delivery, Wallet Money). */
export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method) => t(paymentMethodLabelIds[method]), [t]);
}
