import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { subscriptionSetupKeys } from '#src/features/subscription-setup/api/subscription-setup-keys.ts';

const deliverySlotsResponseSchema = lazySchema(
  () => import('@haat/contract/content/content.schemas'),
  'deliverySlotsResponseSchema',
);

/** `GET /api/delivery-slots`: the store's delivery windows (24-hour `HH:MM`). */
export function getDeliverySlots(signal?: AbortSignal) {
  return api.get('/api/delivery-slots', deliverySlotsResponseSchema, { signal });
}

export function deliverySlotsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: subscriptionSetupKeys.deliverySlots(storeId),
    queryFn: ({ signal }) => getDeliverySlots(signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useDeliverySlots() {
  const { lookup } = useStore();
  return useQuery(deliverySlotsQueryOptions(lookup.store.id));
}
