/** Query keys of "Buy again": the signed-in shopper's most-ordered products, per store and shopper. */
export const buyAgainKeys = {
  all: ['buy-again'] as const,
  products: (storeId: string, customerId: string) => [...buyAgainKeys.all, storeId, customerId] as const,
};
