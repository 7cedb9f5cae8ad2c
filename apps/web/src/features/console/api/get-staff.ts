import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const staffListSchema = lazySchema(() => import('@haat/contract/console/staff.schemas'), 'staffListSchema');

/** `GET …/console/staff` (owners only): the store's current staff, owners first. */
export function useStaffList() {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.staff(scope.storeId),
    queryFn: ({ signal }) => consoleRequest(scope, '/staff', { schema: staffListSchema, signal }),
  });
}
