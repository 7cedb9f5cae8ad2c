import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleTodaySchema = lazySchema(
  () => import('@haat/contract/console/console-today.schemas'),
  'consoleTodaySchema',
);

/** `GET …/console/today`: today's orders and sales, cash still to collect, pack sizes running out. */
export function useConsoleToday() {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.today(scope.storeId),
    queryFn: ({ signal }) => consoleRequest(scope, '/today', { schema: consoleTodaySchema, signal }),
    // A screen left open on the counter keeps up with the day.
    refetchInterval: 60_000,
  });
}
