import { queryOptions } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const webStoreConfigSchema = lazySchema(() => import('@haat/contract/stores/stores.schemas'), 'webStoreConfigSchema');

/** `GET /api/store-themes/{storeId}/web-store-config`: logo, favicon, theme colours, social and support. */
export function getWebStoreConfig(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/store-themes/${encodeURIComponent(storeId)}/web-store-config`, webStoreConfigSchema, { signal });
}

export function webStoreConfigQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.webStoreConfig(storeId),
    queryFn: ({ signal }) => getWebStoreConfig(storeId, signal),
    staleTime: Infinity,
  });
}
