/**
 * The catalogue's fixed lists, apart from its schemas: the storefront reads them on every page, where the
 * schema library is not loaded (it loads when an answer is first parsed).
 */
export const productSortBys = ['name', 'sellingPrice', 'averageRating', 'newest'] as const;
export type ProductSortBy = (typeof productSortBys)[number];
export const sortOrders = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof sortOrders)[number];
