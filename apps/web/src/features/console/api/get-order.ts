import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';
import { ORDERS_POLL_MS } from '#src/features/console/api/get-orders.ts';
import { useOrdersLive } from '#src/features/console/api/console-events.ts';

export const consoleOrderDetailSchema = lazySchema(
  () => import('@haat/contract/console/console-orders.schemas'),
  'consoleOrderDetailSchema',
);

/** `GET …/console/orders/{orderId}`: the order with its items, address, payment and the shopper's phone. */
export function useConsoleOrder(orderId: string) {
  const scope = useConsoleScope();
  const live = useOrdersLive();
  return useQuery({
    queryKey: consoleKeys.order(scope.storeId, orderId),
    queryFn: ({ signal }) =>
      consoleRequest(scope, `/orders/${encodeURIComponent(orderId)}`, { schema: consoleOrderDetailSchema, signal }),
    // Another member may move it meanwhile: the screen follows (the stream's events, or polling without it).
    refetchInterval: live ? false : ORDERS_POLL_MS,
    retry: false,
  });
}
