import { CUSTOMER_ROLE } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';

const customerSessionSchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'customerSessionSchema',
);
const verifyCustomerOtpBodySchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'verifyCustomerOtpBodySchema',
);

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
