/** Query keys of the catalogue: categories, product lists (by category) and product details. */
export const catalogueKeys = {
  all: (storeId: string) => ['catalogue', storeId] as const,
  categories: (storeId: string) => [...catalogueKeys.all(storeId), 'categories'] as const,
  lists: (storeId: string) => [...catalogueKeys.all(storeId), 'products'] as const,
  list: (storeId: string, filters: { categoryId?: string; page?: number; size: number }) =>
    [...catalogueKeys.lists(storeId), filters] as const,
  /** Page after page (Load more); kept apart from single pages so the two cache shapes never meet. */
  pages: (storeId: string, filters: { categoryId?: string; size: number }) =>
    [...catalogueKeys.lists(storeId), 'pages', filters] as const,
  details: (storeId: string) => [...catalogueKeys.all(storeId), 'product'] as const,
  detail: (storeId: string, productId: string) => [...catalogueKeys.details(storeId), productId] as const,
};
