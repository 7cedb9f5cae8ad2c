import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderMoveBody } from '@haat/contract/console/console-orders.schemas';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';
import { consoleOrderDetailSchema } from '#src/features/console/api/get-order.ts';

/**
 * `POST …/console/orders/{orderId}/moves`. The answer is the order as it now is. When another member moved it
 * first (409, the server's words naming its state), the order is read again so the screen shows where it is.
 */
export function useMoveOrder(orderId: string) {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderMoveBody) =>
      consoleRequest(scope, `/orders/${encodeURIComponent(orderId)}/moves`, {
        method: 'POST',
        body,
        schema: consoleOrderDetailSchema,
      }),
    onSuccess: (order) => queryClient.setQueryData(consoleKeys.order(scope.storeId, orderId), order),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: consoleKeys.order(scope.storeId, orderId) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...consoleKeys.orders(scope.storeId), 'list'] }),
  });
}
