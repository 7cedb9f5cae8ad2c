import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_MIN_GAP } from '@haat/contract/constants';
import { productSortBys, type ProductSortBy } from '@haat/contract/catalogue/catalogue.values';
import type { SearchState } from '@haat/contract/catalogue/search-state';
import type { MessageId } from '#src/lib/i18n.tsx';

/** The URL form of a state: defaults are left out so a plain search reads `?query=paneer`. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.categoryIds.length > 0) params.set('categoryIds', state.categoryIds.join(','));
  if (state.minSellingPrice !== PRICE_FILTER_MIN) params.set('minSellingPrice', String(state.minSellingPrice));
  if (state.maxSellingPrice !== PRICE_FILTER_MAX) params.set('maxSellingPrice', String(state.maxSellingPrice));
  if (state.averageRating !== undefined) params.set('averageRating', String(state.averageRating));
  if (state.isSubscribable) params.set('isSubscribable', 'true');
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== 'ASC') params.set('sortOrder', state.sortOrder);
  if (state.asTyped) params.set('asTyped', 'true');
  return params;
}

/**
 * The price slider's scale for a store whose dearest shown product costs `highestPrice`: from 0 to that
 * price rounded up to a round figure (₹295 → ₹300, ₹1,240 → ₹1,500, ₹38,000 → ₹40,000), never less than
 * one gap so both thumbs fit, never above 50000; and a step fine enough for the range that always divides
 * the gap of 100.
 */
export function priceFilterScale(highestPrice: number): { top: number; step: number } {
  const unit = 10 ** Math.floor(Math.log10(Math.max(highestPrice, 1))) / 2;
  const rounded = Math.ceil(highestPrice / unit) * unit;
  const top = Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN + PRICE_FILTER_MIN_GAP, rounded));
  const step = top <= 1_000 ? 10 : top <= 10_000 ? 50 : PRICE_FILTER_MIN_GAP;
  return { top, step };
}

/**
 * The price slider's gap rule: moving one thumb never brings it within PRICE_FILTER_MIN_GAP of the other,
 * and both stay within 0 and the slider's top (50000 unless the store's prices end lower).
 */
export function movePriceThumb(
  range: { min: number; max: number },
  thumb: 'min' | 'max',
  value: number,
  top: number = PRICE_FILTER_MAX,
): { min: number; max: number } {
  if (thumb === 'min') {
    const min = Math.max(PRICE_FILTER_MIN, Math.min(value, range.max - PRICE_FILTER_MIN_GAP));
    return { min, max: range.max };
  }
  const max = Math.min(top, Math.max(value, range.min + PRICE_FILTER_MIN_GAP));
  return { min: range.min, max };
}

/** The sort select's choices and their names; `''` is relevance (no sortBy). `newest` with ASC means newest first. */
export const sortChoices: readonly { value: string; label: MessageId }[] = [
  { value: '', label: 'search.sortRelevance' },
  { value: 'newest:ASC', label: 'search.sortNewest' },
  { value: 'sellingPrice:ASC', label: 'search.sortPriceLowHigh' },
  { value: 'sellingPrice:DESC', label: 'search.sortPriceHighLow' },
  { value: 'averageRating:DESC', label: 'search.sortRatingHighLow' },
  { value: 'name:ASC', label: 'search.sortNameAZ' },
  { value: 'name:DESC', label: 'search.sortNameZA' },
];

export function sortChoiceOf(state: Pick<SearchState, 'sortBy' | 'sortOrder'>): string {
  return state.sortBy ? `${state.sortBy}:${state.sortOrder}` : '';
}

export function sortFromChoice(choice: string): Pick<SearchState, 'sortBy' | 'sortOrder'> {
  const [sortBy, sortOrder] = choice.split(':');
  if (!productSortBys.includes(sortBy as ProductSortBy)) return { sortBy: undefined, sortOrder: 'ASC' };
  return { sortBy: sortBy as ProductSortBy, sortOrder: sortOrder === 'DESC' ? 'DESC' : 'ASC' };
}
