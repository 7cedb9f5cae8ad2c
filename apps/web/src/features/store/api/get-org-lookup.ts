import { queryOptions } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const orgLookupResponseSchema = lazySchema(
  () => import('@haat/contract/stores/stores.schemas'),
  'orgLookupResponseSchema',
);

export interface LookupTarget {
  kind: 'friendlyId' | 'domain';
  identifier: string;
}

/** `GET /api/orgs/lookup?identifier=…&isFriendlyId=true` (or `&isDomain=true`): which org and store a URL names. */
export function getOrgLookup(target: LookupTarget, signal?: AbortSignal) {
  const flag = target.kind === 'friendlyId' ? { isFriendlyId: true } : { isDomain: true };
  return api.get('/api/orgs/lookup', orgLookupResponseSchema, {
    query: { identifier: target.identifier, ...flag },
    signal,
  });
}

export function orgLookupQueryOptions(target: LookupTarget) {
  return queryOptions({
    queryKey: storeKeys.lookup(target.kind, target.identifier),
    queryFn: ({ signal }) => getOrgLookup(target, signal),
    staleTime: Infinity,
  });
}
