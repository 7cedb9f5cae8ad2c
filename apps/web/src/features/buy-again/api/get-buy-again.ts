import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { buyAgainKeys } from '#src/features/buy-again/api/buy-again-keys.ts';

const buyAgainResponseSchema = lazySchema(
  () => import('@haat/contract/buy-again/buy-again.schemas'),
  'buyAgainResponseSchema',
);

/** `GET /api/buy-again`: the signed-in shopper's most-ordered products in this store. */
export function getBuyAgain(signal?: AbortSignal) {
  return api.get('/api/buy-again', buyAgainResponseSchema, { signal });
}

export function buyAgainQueryOptions(storeId: string, customerId: string) {
  return queryOptions({
    queryKey: buyAgainKeys.products(storeId, customerId),
    queryFn: ({ signal }) => getBuyAgain(signal),
  });
}

/** Read only for a signed-in shopper of a store that offers it: a guest's home asks nothing. */
export function useBuyAgain() {
  const { lookup, config } = useStore();
  const { isLoggedIn, customerId } = useShopper();
  return useQuery({
    ...buyAgainQueryOptions(lookup.store.id, customerId),
    enabled: isLoggedIn && customerId !== '' && config.habits.buyAgain,
  });
}
