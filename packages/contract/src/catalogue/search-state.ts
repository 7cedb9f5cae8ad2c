import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_MIN_GAP, RATING_OPTIONS } from '../constants.ts';
import { productSortBys, sortOrders, type ProductSortBy, type SortOrder } from './catalogue.values.ts';

// The search a /search address names: the storefront reads it to search, and the server to render the
// results page with the same answer.

/** Search state of spec §3, kept in the URL so a result page can be shared and Back works. */
export interface SearchState {
  query: string;
  /** true: subscribable only; undefined: all (the API's "leave it out"). */
  isSubscribable?: true;
  categoryIds: string[];
  minSellingPrice: number;
  maxSellingPrice: number;
  averageRating?: number;
  sortBy?: ProductSortBy;
  sortOrder: SortOrder;
  /** true: search the words as typed, no typo correction ("Search instead for …"). */
  asTyped?: true;
}

export const defaultSearchState: SearchState = {
  query: '',
  categoryIds: [],
  minSellingPrice: PRICE_FILTER_MIN,
  maxSellingPrice: PRICE_FILTER_MAX,
  sortOrder: 'ASC',
};

function priceParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(number)));
}

/** What the state is read from: a URLSearchParams (the contract names no runtime's types). */
export interface SearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** Reads the URL; anything unknown or out of range falls back to the default rather than failing. */
export function searchStateFromParams(params: SearchParams): SearchState {
  let min = priceParam(params.get('minSellingPrice'), PRICE_FILTER_MIN);
  let max = priceParam(params.get('maxSellingPrice'), PRICE_FILTER_MAX);
  if (max - min < PRICE_FILTER_MIN_GAP) [min, max] = [PRICE_FILTER_MIN, PRICE_FILTER_MAX];
  const rating = Number(params.get('averageRating'));
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const categoryIds = params
    .getAll('categoryIds')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return {
    query: (params.get('query') ?? '').trim(),
    ...(params.get('isSubscribable') === 'true' ? { isSubscribable: true as const } : {}),
    categoryIds: [...new Set(categoryIds)],
    minSellingPrice: min,
    maxSellingPrice: max,
    ...((RATING_OPTIONS as readonly number[]).includes(rating) ? { averageRating: rating } : {}),
    ...(productSortBys.includes(sortBy as ProductSortBy) ? { sortBy: sortBy as ProductSortBy } : {}),
    sortOrder: sortOrders.includes(sortOrder as SortOrder) ? (sortOrder as SortOrder) : 'ASC',
    ...(params.get('asTyped') === 'true' ? { asTyped: true as const } : {}),
  };
}

/** What `GET /api/search/products` is sent: the state without its defaults. */
export function searchApiQuery(state: SearchState) {
  return {
    query: state.query,
    isSubscribable: state.isSubscribable,
    categoryIds: state.categoryIds.length > 0 ? state.categoryIds.join(',') : undefined,
    minSellingPrice: state.minSellingPrice !== PRICE_FILTER_MIN ? state.minSellingPrice : undefined,
    maxSellingPrice: state.maxSellingPrice !== PRICE_FILTER_MAX ? state.maxSellingPrice : undefined,
    averageRating: state.averageRating,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    asTyped: state.asTyped,
  };
}
