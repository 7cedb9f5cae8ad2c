import { customerSessionSchema, verifyCustomerOtpBodySchema } from '@haat/contract/identity/identity.schemas';
import { CUSTOMER_ROLE } from '@haat/contract/constants';
import { api } from '#src/lib/api-client.ts';

export interface VerifyOtpInput {
  orgId: string;
  locationId: string;
  mobile: string;
  /** The 6 digits joined. */
  otp: string;
}

/** `POST /api/identity/verify-customer-otp` (spec §7): answers the new session (mobile, customerId, tokens). */
export function verifyCustomerOtp(input: VerifyOtpInput) {
  return api.post(
    '/api/identity/verify-customer-otp',
    verifyCustomerOtpBodySchema,
    { ...input, role: CUSTOMER_ROLE },
    customerSessionSchema,
    { skipAuth: true },
  );
}
