// The public surface of identity: keys derived from the server secret, what erasing an account asks of its
// codes and sessions (decision 029), and the codes and tokens of the shop's console (decision 036). Other
// modules import only this file (eslint.config.js).
export { deriveServerKey } from './server-secret.ts';
export { consumeOtpCode } from './otp.repository.ts';
export {
  createOtpDeps,
  proveAccountDeletionOtp,
  requestAccountDeletionOtp,
  requestStaffLoginOtp,
  useStaffLoginOtp,
  type OtpDeps,
} from './otp.service.ts';
export { StaffAccessTokens, type StaffTokenClaims } from './access-tokens.ts';
export { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, STAFF_ACCESS_TOKEN_TTL_SECONDS } from './login-limits.ts';
export { findLoginMobile, revokeCustomerSessions } from './refresh-token.repository.ts';
