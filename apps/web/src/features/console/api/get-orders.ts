import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleOrderListQuery } from '@haat/contract/console/console-orders.schemas';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';
import { useOrdersLive } from '#src/features/console/api/console-events.ts';

const consoleOrderListSchema = lazySchema(
  () => import('@haat/contract/console/console-orders.schemas'),
  'consoleOrderListSchema',
);

/**
 * How often the list asks again while the console's live stream is not open (decision 048); while it is, the
 * stream's events refresh the list.
 */
export const ORDERS_POLL_MS = 4000;

export type OrderFilters = Partial<Pick<ConsoleOrderListQuery, 'state' | 'from' | 'to' | 'page'>>;

/** `GET …/console/orders`: the store's orders, newest first, by state and India dates. */
export function useConsoleOrders(filters: OrderFilters) {
  const scope = useConsoleScope();
  const live = useOrdersLive();
  return useQuery({
    queryKey: consoleKeys.orderList(scope.storeId, filters),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/orders', { query: { ...filters }, schema: consoleOrderListSchema, signal }),
    refetchInterval: live ? false : ORDERS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
