import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const paymentConfigSchema = lazySchema(() => import('@haat/contract/stores/stores.schemas'), 'paymentConfigSchema');

/** `GET /api/stores/{storeId}/payment-config`: which payment modes the store offers. */
export function getPaymentConfig(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/stores/${encodeURIComponent(storeId)}/payment-config`, paymentConfigSchema, { signal });
}

export function paymentConfigQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.paymentConfig(storeId),
    queryFn: ({ signal }) => getPaymentConfig(storeId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function usePaymentConfig() {
  const { lookup } = useStore();
  return useQuery(paymentConfigQueryOptions(lookup.store.id));
}
