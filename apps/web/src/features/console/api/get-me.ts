import { useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleMeSchema = lazySchema(() => import('@haat/contract/console/staff.schemas'), 'consoleMeSchema');

/** `GET …/console/me`: the signed-in member, with the role the database gives them now. */
export function useConsoleMe(enabled: boolean) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.me(scope.storeId),
    queryFn: ({ signal }) => consoleRequest(scope, '/me', { schema: consoleMeSchema, signal }),
    enabled,
    retry: false,
  });
}
