/** Query keys of the catalogue: categories now; products (lists → list(filters) → details → detail(id)) later. */
export const catalogueKeys = {
  all: (storeId: string) => ['catalogue', storeId] as const,
  categories: (storeId: string) => [...catalogueKeys.all(storeId), 'categories'] as const,
};
