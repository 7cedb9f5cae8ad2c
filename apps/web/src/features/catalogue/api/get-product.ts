import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { catalogueKeys } from '#src/features/catalogue/api/catalogue-keys.ts';

const productDetailSchema = lazySchema(
  () => import('@haat/contract/catalogue/catalogue.schemas'),
  'productDetailSchema',
);

/** `GET /api/products/{id}`: one shown product with all its variants and declarations (404 when hidden or another store's). */
export function getProduct(productId: string, signal?: AbortSignal) {
  return api.get(`/api/products/${encodeURIComponent(productId)}`, productDetailSchema, { signal });
}

export function productQueryOptions(storeId: string, productId: string) {
  return queryOptions({
    queryKey: catalogueKeys.detail(storeId, productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useProduct(productId: string) {
  const { lookup } = useStore();
  return useQuery(productQueryOptions(lookup.store.id, productId));
}
