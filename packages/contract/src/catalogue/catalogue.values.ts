/**
 * The catalogue's fixed lists, apart from its schemas: the storefront reads them on every page, where the
 * schema library is not loaded (it loads when an answer is first parsed).
 */
export const productSortBys = ['name', 'sellingPrice', 'averageRating', 'newest'] as const;
export type ProductSortBy = (typeof productSortBys)[number];
export const sortOrders = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** At most this many search suggestions in one answer. */
export const SEARCH_SUGGESTIONS_MAX = 8;
/** The longest text suggestions are asked for: a search box's partial words, not a paragraph. */
export const SEARCH_SUGGESTIONS_QUERY_MAX = 100;
