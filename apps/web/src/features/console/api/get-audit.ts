import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const auditPageSchema = lazySchema(() => import('@haat/contract/console/console-audit.schemas'), 'auditPageSchema');

/** `GET …/console/audit?page=` (owners only): who did what, newest first. */
export function useAuditLog(page: number) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.audit(scope.storeId, page),
    queryFn: ({ signal }) => consoleRequest(scope, '/audit', { query: { page }, schema: auditPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
