import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const shippingConfigSchema = lazySchema(() => import('@haat/contract/stores/stores.schemas'), 'shippingConfigSchema');

/** `GET /api/stores/{storeId}/shipping-config`: the delivery charge and its free-delivery threshold. */
export function getShippingConfig(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/stores/${encodeURIComponent(storeId)}/shipping-config`, shippingConfigSchema, { signal });
}

export function useShippingConfig() {
  const { lookup } = useStore();
  const storeId = lookup.store.id;
  return useQuery(
    queryOptions({
      queryKey: cartKeys.shippingConfig(storeId),
      queryFn: ({ signal }) => getShippingConfig(storeId, signal),
      staleTime: TEN_MINUTES_MS,
    }),
  );
}
