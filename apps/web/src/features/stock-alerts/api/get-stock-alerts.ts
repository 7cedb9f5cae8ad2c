import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { stockAlertKeys } from '#src/features/stock-alerts/api/stock-alert-keys.ts';

const stockAlertListSchema = lazySchema(
  () => import('@haat/contract/stock-alerts/stock-alerts.schemas'),
  'stockAlertListSchema',
);

/** `GET /api/stock-alerts`: the shopper's open "Notify me" requests. */
export function getStockAlerts(signal?: AbortSignal) {
  return api.get('/api/stock-alerts', stockAlertListSchema, { signal });
}

export function stockAlertsQueryOptions(storeId: string, customerId: string) {
  return queryOptions({
    queryKey: stockAlertKeys.open(storeId, customerId),
    queryFn: ({ signal }) => getStockAlerts(signal),
  });
}

/** One read per page, shared by every card that shows "Notify me"; only for a signed-in shopper. */
export function useStockAlerts(enabled: boolean) {
  const { lookup } = useStore();
  const { isLoggedIn, customerId } = useShopper();
  return useQuery({
    ...stockAlertsQueryOptions(lookup.store.id, customerId),
    enabled: enabled && isLoggedIn && customerId !== '',
  });
}
