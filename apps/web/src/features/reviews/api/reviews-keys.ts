/** Query keys of buyers' reviews: a product's shown reviews, and the signed-in shopper's own. */
export const reviewsKeys = {
  all: (storeId: string) => ['reviews', storeId] as const,
  product: (storeId: string, productId: string) => [...reviewsKeys.all(storeId), 'product', productId] as const,
  mine: (storeId: string, productId: string) => [...reviewsKeys.all(storeId), 'mine', productId] as const,
};
