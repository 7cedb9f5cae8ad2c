import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { searchKeys } from '#src/features/search/api/search-keys.ts';
import { searchApiQuery, type SearchState } from '@haat/contract/catalogue/search-state';

const productSearchPageSchema = lazySchema(
  () => import('@haat/contract/catalogue/catalogue.schemas'),
  'productSearchPageSchema',
);

/** `GET /api/search/products` with the query, filters and sort of one search state. */
export function searchProducts(state: SearchState, page: number, signal?: AbortSignal) {
  return api.get('/api/search/products', productSearchPageSchema, {
    query: { ...searchApiQuery(state), page, size: CATALOGUE_PAGE_SIZE },
    signal,
  });
}

export function searchProductsQueryOptions(storeId: string, state: SearchState) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(storeId, state),
    queryFn: ({ signal, pageParam }) => searchProducts(state, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // Spec §4: search runs only with a non-empty query.
    enabled: state.query !== '',
    // While a changed filter refetches, the previous results stay on screen (no jump).
    placeholderData: keepPreviousData,
    // As fresh as the catalogue's lists: a results page the server rendered is not asked for again at once.
    staleTime: TEN_MINUTES_MS,
  });
}

export function useSearchProducts(state: SearchState) {
  const { lookup } = useStore();
  return useInfiniteQuery(searchProductsQueryOptions(lookup.store.id, state));
}
