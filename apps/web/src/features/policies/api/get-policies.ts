import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { policiesKeys } from '#src/features/policies/api/policies-keys.ts';

const policiesSchema = lazySchema(() => import('@haat/contract/stores/stores.schemas'), 'policiesSchema');

/** `GET /api/stores/{storeId}/policies`: privacy, refund, shipping and terms as rich text (or null). */
export function getPolicies(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/stores/${encodeURIComponent(storeId)}/policies`, policiesSchema, { signal });
}

export function policiesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: policiesKeys.all(storeId),
    queryFn: ({ signal }) => getPolicies(storeId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function usePolicies() {
  const { lookup } = useStore();
  return useQuery(policiesQueryOptions(lookup.store.id));
}
