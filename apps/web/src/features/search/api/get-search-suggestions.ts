import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { searchKeys } from '#src/features/search/api/search-keys.ts';

const searchSuggestionsSchema = lazySchema(
  () => import('@haat/contract/catalogue/search-suggestions.schemas'),
  'searchSuggestionsSchema',
);

/** `GET /api/search/suggestions`: what the shopper may be typing, in the page's language. */
export function getSearchSuggestions(query: string, signal?: AbortSignal) {
  return api.get('/api/search/suggestions', searchSuggestionsSchema, { query: { query }, signal });
}

export function searchSuggestionsQueryOptions(storeId: string, query: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(storeId, query),
    queryFn: ({ signal }) => getSearchSuggestions(query, signal),
    enabled: query !== '',
    // The last answer stays while the next word's is on its way, so the list does not blink per letter.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Suggestions for `query` (already debounced and trimmed; none for ''). */
export function useSearchSuggestions(query: string) {
  const { lookup } = useStore();
  return useQuery(searchSuggestionsQueryOptions(lookup.store.id, query));
}
