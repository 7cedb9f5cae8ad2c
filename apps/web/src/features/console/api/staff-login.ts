import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOtpRequestBody, StaffOtpVerifyBody } from '@haat/contract/console/staff.schemas';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';
import { saveStaffSession } from '#src/features/console/api/staff-session.ts';

const requestOtpResponseSchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'requestOtpResponseSchema',
);
const staffSessionSchema = lazySchema(() => import('@haat/contract/console/staff.schemas'), 'staffSessionSchema');

/** `POST …/console/login/request-otp`: the same answer whether or not the phone is on the staff (decision 036). */
export function useRequestStaffOtp() {
  const scope = useConsoleScope();
  return useMutation({
    mutationFn: (body: StaffOtpRequestBody) =>
      consoleRequest(scope, '/login/request-otp', { method: 'POST', body, schema: requestOtpResponseSchema }),
  });
}

/** `POST …/console/login/verify-otp`: a wrong code and a phone not on the staff answer alike. */
export function useVerifyStaffOtp() {
  const scope = useConsoleScope();
  return useMutation({
    mutationFn: (body: StaffOtpVerifyBody) =>
      consoleRequest(scope, '/login/verify-otp', { method: 'POST', body, schema: staffSessionSchema }),
    onSuccess: (session) => saveStaffSession(scope.sessionKey, session),
  });
}

/** `POST …/console/logout`: ends the session on the server; this browser forgets it whatever the answer. */
export function useStaffLogOut() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleRequest(scope, '/logout', { method: 'POST', body: {} }),
    onSettled: () => {
      saveStaffSession(scope.sessionKey, null);
      queryClient.removeQueries({ queryKey: consoleKeys.all(scope.storeId) });
    },
  });
}
