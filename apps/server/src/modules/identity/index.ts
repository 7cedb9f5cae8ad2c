// The public surface of identity: access tokens and keys derived from the server secret (the auth plugin),
// login limits (the rate limiter), what erasing an account asks of its codes and sessions (decision 029), and
// the codes and tokens of the shop's console (decision 036). Other modules import only this file
// (eslint.config.js).
export {
  AccessTokens,
  StaffAccessTokens,
  bearerToken,
  type AccessTokenClaims,
  type CustomerPrincipal,
  type StaffTokenClaims,
} from './access-tokens.ts';
export {
  LOGIN_ROUTE_LIMITS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  STAFF_ACCESS_TOKEN_TTL_SECONDS,
} from './login-limits.ts';
export { deriveServerKey, loadServerKeys } from './server-secret.ts';
export { consumeOtpCode } from './otp.repository.ts';
export {
  createOtpDeps,
  proveAccountDeletionOtp,
  requestAccountDeletionOtp,
  requestStaffLoginOtp,
  useStaffLoginOtp,
  type OtpDeps,
} from './otp.service.ts';
export { findLoginMobile, isSessionEnded, revokeCustomerSessions } from './refresh-token.repository.ts';
