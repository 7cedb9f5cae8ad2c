/** Query keys of the cart and checkout: the cart by id, a checkout by id, the store's shipping settings. */
export const cartKeys = {
  all: ['cart-checkout'] as const,
  carts: () => [...cartKeys.all, 'cart'] as const,
  cart: (cartId: string) => [...cartKeys.carts(), cartId] as const,
  checkouts: () => [...cartKeys.all, 'checkout'] as const,
  checkout: (checkoutId: string) => [...cartKeys.checkouts(), checkoutId] as const,
  shippingConfig: (storeId: string) => [...cartKeys.all, 'shipping-config', storeId] as const,
};
