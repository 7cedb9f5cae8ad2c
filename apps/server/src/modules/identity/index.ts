// The public surface of identity: access tokens and keys derived from the server secret (the auth plugin),
// login limits (the rate limiter), and what erasing an account asks of its codes and sessions (decision 029). Other modules import only this file (eslint.config.js).
export { AccessTokens, bearerToken, type AccessTokenClaims, type CustomerPrincipal } from './access-tokens.ts';
export { LOGIN_ROUTE_LIMITS } from './login-limits.ts';
export { deriveServerKey, loadServerKeys } from './server-secret.ts';
export { consumeOtpCode } from './otp.repository.ts';
export { createOtpDeps, proveAccountDeletionOtp, requestAccountDeletionOtp, type OtpDeps } from './otp.service.ts';
export { findLoginMobile, isSessionEnded, revokeCustomerSessions } from './refresh-token.repository.ts';
