// The public surface of identity: keys derived from the server secret, and what erasing an account asks of
// its codes and sessions (decision 029). Other modules import only this file (eslint.config.js).
export { deriveServerKey } from './server-secret.ts';
export { consumeOtpCode } from './otp.repository.ts';
export { createOtpDeps, proveAccountDeletionOtp, requestAccountDeletionOtp, type OtpDeps } from './otp.service.ts';
export { findLoginMobile, revokeCustomerSessions } from './refresh-token.repository.ts';
