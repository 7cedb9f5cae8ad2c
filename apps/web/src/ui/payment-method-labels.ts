import { WALLET_PAYMENT_METHOD, type PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';

/** The payment methods as the shopper reads them (spec §4: Online, Cash on delivery, Wallet Money). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  PAYMENT_GATEWAY: 'Online',
  COD: 'Cash on delivery',
  [WALLET_PAYMENT_METHOD]: 'Wallet Money',
};
