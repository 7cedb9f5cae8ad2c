/**
 * The stores' fixed lists, apart from their schemas: the storefront's payment pages read them, where the
 * schema library is not loaded (it loads when an answer is first parsed, decision 025).
 */

export const paymentProviders = ['CASHFREE', 'PHONEPE', 'BMSPAY'] as const;
