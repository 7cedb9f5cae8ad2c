import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const bannersResponseSchema = lazySchema(
  () => import('@haat/contract/content/content.schemas'),
  'bannersResponseSchema',
);

/** `GET /api/store-banners?isActive=true` (storeId added by the api client). */
export function getStoreBanners(signal?: AbortSignal) {
  return api.get('/api/store-banners', bannersResponseSchema, { query: { isActive: true }, signal });
}

export function storeBannersQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.banners(storeId),
    queryFn: ({ signal }) => getStoreBanners(signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useStoreBanners() {
  const { lookup } = useStore();
  return useQuery(storeBannersQueryOptions(lookup.store.id));
}
