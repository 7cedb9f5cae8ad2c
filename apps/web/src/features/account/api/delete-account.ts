import { useMutation } from '@tanstack/react-query';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';

const deletionOtpBodySchema = lazySchema(
  () => import('@haat/contract/customers/personal-data.schemas'),
  'accountDeletionOtpBodySchema',
);
const deleteAccountBodySchema = lazySchema(
  () => import('@haat/contract/customers/personal-data.schemas'),
  'deleteAccountBodySchema',
);
const requestOtpResponseSchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'requestOtpResponseSchema',
);

/**
 * `POST /api/customers/{customerId}/deletion-otp`: a code for erasing the account, sent to the phone the
 * shopper logs in with. 409 with the reason when the account cannot be erased yet.
 */
export function requestDeletionCode(customerId: string) {
  return api.post(
    `/api/customers/${encodeURIComponent(customerId)}/deletion-otp`,
    deletionOtpBodySchema,
    {},
    requestOtpResponseSchema,
  );
}

/** `POST /api/customers/{customerId}/delete`: erases the account with that code; 204, then every session is over. */
export function deleteAccount(customerId: string, body: ContractBody<typeof deleteAccountBodySchema>) {
  return api.post(`/api/customers/${encodeURIComponent(customerId)}/delete`, deleteAccountBodySchema, body);
}

export function useRequestDeletionCode(customerId: string) {
  return useMutation({ mutationFn: () => requestDeletionCode(customerId) });
}

export function useDeleteAccount(customerId: string) {
  return useMutation({ mutationFn: (otp: string) => deleteAccount(customerId, { otp }) });
}
