import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENUM_CACHE_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const enumValuesResponseSchema = lazySchema(
  () => import('@haat/contract/content/content.schemas'),
  'enumValuesResponseSchema',
);

/** `GET /api/common/enum-values` (includes ProductWeightUnit); cached 36,000,000 ms (spec §9). */
export function getEnumValues(signal?: AbortSignal) {
  return api.get('/api/common/enum-values', enumValuesResponseSchema, { signal });
}

export function enumValuesQueryOptions() {
  return queryOptions({
    queryKey: storeKeys.enumValues(),
    queryFn: ({ signal }) => getEnumValues(signal),
    staleTime: ENUM_CACHE_MS,
    gcTime: ENUM_CACHE_MS,
  });
}

export function useEnumValues() {
  return useQuery(enumValuesQueryOptions());
}
