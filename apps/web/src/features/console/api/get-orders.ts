import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleOrderListQuery } from '@haat/contract/console/console-orders.schemas';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleOrderListSchema = lazySchema(
  () => import('@haat/contract/console/console-orders.schemas'),
  'consoleOrderListSchema',
);

/**
 * How often the list asks again, so a new order shows without a reload. Polling for now; server-sent events
 * fed through Redis replace it in a later step of issue 37 (decision 041).
 */
export const ORDERS_POLL_MS = 4000;

export type OrderFilters = Partial<Pick<ConsoleOrderListQuery, 'state' | 'from' | 'to' | 'page'>>;

/** `GET …/console/orders`: the store's orders, newest first, by state and India dates. */
export function useConsoleOrders(filters: OrderFilters) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.orderList(scope.storeId, filters),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/orders', { query: { ...filters }, schema: consoleOrderListSchema, signal }),
    refetchInterval: ORDERS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
