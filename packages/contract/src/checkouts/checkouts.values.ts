/**
 * The payment methods, apart from the checkout schemas: the storefront names them on pages where the schema
 * library is not loaded (it loads when an answer is first parsed, decision 025).
 */

/**
 * The wallet payment value. The spec says "the product's name followed by _WALLET"; the product is Haat,
 * so it is `HAAT_WALLET`, one stable value for every store.
 */
export const WALLET_PAYMENT_METHOD = 'HAAT_WALLET';
/** Online (the store's active provider; the order waits in PENDING for the payment), cash, wallet. */
export const paymentMethods = ['PAYMENT_GATEWAY', 'COD', WALLET_PAYMENT_METHOD] as const;
