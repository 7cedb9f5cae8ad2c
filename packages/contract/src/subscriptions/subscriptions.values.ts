/**
 * The subscriptions' fixed lists, apart from their schemas: the storefront's subscription setup reads them,
 * where the schema library is not loaded (it loads when an answer is first parsed, decision 025).
 */
import { WALLET_PAYMENT_METHOD } from '../checkouts/checkouts.values.ts';

/** Subscriptions are paid by cash on delivery or the wallet (spec §5: 'Cash on delivery' → COD, else wallet). */
export const subscriptionPaymentMethods = ['COD', WALLET_PAYMENT_METHOD] as const;

/**
 * How many subscriptions one shopper may keep in a store, switched off or not, until they end or are deleted
 * (issue 33: thirty were made in a loop). A household's daily list — two kinds of milk, curd, bread, eggs,
 * paneer, fruit, vegetables, water, a paper — is about ten, and an item may need two (weekday and weekend
 * quantities): twenty leaves that room and still bounds the daily job's work per shopper.
 */
export const MAX_SUBSCRIPTIONS = 20;
