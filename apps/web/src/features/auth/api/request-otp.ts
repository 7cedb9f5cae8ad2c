import { useMutation } from '@tanstack/react-query';
import { requestOtpBodySchema, requestOtpResponseSchema } from '@haat/contract/identity/identity.schemas';
import { api, type ContractBody } from '#src/lib/api-client.ts';

/** `POST /api/identity/request-otp` (spec §7): the store's organisation name and the 10-digit mobile. */
export function requestOtp(body: ContractBody<typeof requestOtpBodySchema>) {
  return api.post('/api/identity/request-otp', requestOtpBodySchema, body, requestOtpResponseSchema, {
    skipAuth: true,
  });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
