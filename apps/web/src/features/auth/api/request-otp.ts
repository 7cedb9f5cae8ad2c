import { useMutation } from '@tanstack/react-query';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';

const requestOtpBodySchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'requestOtpBodySchema',
);
const requestOtpResponseSchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'requestOtpResponseSchema',
);

/** `POST /api/identity/request-otp` (spec §7): the store's organisation name and the 10-digit mobile. */
export function requestOtp(body: ContractBody<typeof requestOtpBodySchema>) {
  return api.post('/api/identity/request-otp', requestOtpBodySchema, body, requestOtpResponseSchema, {
    skipAuth: true,
  });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
