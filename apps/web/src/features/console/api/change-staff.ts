import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStaffBody } from '@haat/contract/console/staff.schemas';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const staffMemberSchema = lazySchema(() => import('@haat/contract/console/staff.schemas'), 'staffMemberSchema');

/** `POST …/console/staff` (owners only): a phone already on the staff answers 409 with the reason. */
export function useAddStaff() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffBody) =>
      consoleRequest(scope, '/staff', { method: 'POST', body, schema: staffMemberSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.staff(scope.storeId) }),
  });
}

/** `DELETE …/console/staff/{staffId}` (owners only): their sessions end at once; nobody removes themselves. */
export function useRemoveStaff() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) =>
      consoleRequest(scope, `/staff/${encodeURIComponent(staffId)}`, { method: 'DELETE', schema: staffMemberSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.staff(scope.storeId) }),
  });
}
