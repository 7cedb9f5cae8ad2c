/**
 * The subscriptions' fixed lists, apart from their schemas: the storefront's subscription setup reads them,
 * where the schema library is not loaded (it loads when an answer is first parsed, decision 025).
 */
import { WALLET_PAYMENT_METHOD } from '../checkouts/checkouts.values.ts';

/** Subscriptions are paid by cash on delivery or the wallet (spec §5: 'Cash on delivery' → COD, else wallet). */
export const subscriptionPaymentMethods = ['COD', WALLET_PAYMENT_METHOD] as const;
