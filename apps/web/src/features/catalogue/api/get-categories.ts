import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { catalogueKeys } from '#src/features/catalogue/api/catalogue-keys.ts';

const categoriesResponseSchema = lazySchema(
  () => import('@haat/contract/catalogue/catalogue.schemas'),
  'categoriesResponseSchema',
);

/** `GET /api/categories` (storeId and orgId added by the api client). */
export function getCategories(signal?: AbortSignal) {
  return api.get('/api/categories', categoriesResponseSchema, { signal });
}

export function categoriesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: catalogueKeys.categories(storeId),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useCategories() {
  const { lookup } = useStore();
  return useQuery(categoriesQueryOptions(lookup.store.id));
}

/** The categories a shopper can browse: active and not empty (spec §2). */
export function shoppableCategories(categories: readonly Category[] | undefined): Category[] {
  return (categories ?? []).filter((category) => category.isActive && category.productCount > 0);
}
