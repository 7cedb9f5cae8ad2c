import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { catalogueKeys } from '#src/features/catalogue/api/catalogue-keys.ts';

const productPageSchema = lazySchema(() => import('@haat/contract/catalogue/catalogue.schemas'), 'productPageSchema');

interface ProductListFilters {
  categoryId?: string;
  page: number;
  size: number;
}

/** `GET /api/products?categoryId=&page=&size=` (page is 1-based; categoryId optional). */
export function getProducts({ categoryId, page, size }: ProductListFilters, signal?: AbortSignal) {
  return api.get('/api/products', productPageSchema, { query: { categoryId, page, size }, signal });
}

/** One page: the home page's Popular Products. */
export function productPageQueryOptions(storeId: string, filters: ProductListFilters) {
  return queryOptions({
    queryKey: catalogueKeys.list(storeId, filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useProductPage(filters: ProductListFilters) {
  const { lookup } = useStore();
  return useQuery(productPageQueryOptions(lookup.store.id, filters));
}

/** Page after page: the category listing's Load more. */
export function productPagesQueryOptions(storeId: string, filters: { categoryId?: string; size: number }) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.pages(storeId, filters),
    queryFn: ({ signal, pageParam }) => getProducts({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useProductPages(filters: { categoryId?: string; size: number }) {
  const { lookup } = useStore();
  return useInfiniteQuery(productPagesQueryOptions(lookup.store.id, filters));
}
