import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';
import { ORDERS_POLL_MS } from '#src/features/console/api/get-orders.ts';

const pendingCashRechargeListSchema = lazySchema(
  () => import('@haat/contract/console/console-cash.schemas'),
  'pendingCashRechargeListSchema',
);

/** `GET …/console/cash-recharges`: wallet recharges waiting for their cash, oldest first. */
export function usePendingRecharges() {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.pendingRecharges(scope.storeId),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/cash-recharges', { schema: pendingCashRechargeListSchema, signal }),
    refetchInterval: ORDERS_POLL_MS,
  });
}
