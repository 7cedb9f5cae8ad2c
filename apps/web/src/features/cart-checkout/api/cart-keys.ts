/** Query keys of the cart and checkout: the cart by id, a checkout by id, the store's payment and shipping settings, the wallet. */
export const cartKeys = {
  all: ['cart-checkout'] as const,
  carts: () => [...cartKeys.all, 'cart'] as const,
  cart: (cartId: string) => [...cartKeys.carts(), cartId] as const,
  checkouts: () => [...cartKeys.all, 'checkout'] as const,
  checkout: (checkoutId: string) => [...cartKeys.checkouts(), checkoutId] as const,
  paymentConfig: (storeId: string) => [...cartKeys.all, 'payment-config', storeId] as const,
  shippingConfig: (storeId: string) => [...cartKeys.all, 'shipping-config', storeId] as const,
  walletBalance: (customerId: string) => [...cartKeys.all, 'wallet-balance', customerId] as const,
};
