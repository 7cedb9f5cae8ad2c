import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const cashSummarySchema = lazySchema(() => import('@haat/contract/console/console-cash.schemas'), 'cashSummarySchema');

/** `GET …/console/cash-summary?date=`: one India day's cash per member (today when `date` is empty). */
export function useCashSummary(date: string) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.cashSummary(scope.storeId, date),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/cash-summary', { query: { date: date || undefined }, schema: cashSummarySchema, signal }),
  });
}
