// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useLogOut } from '#src/features/auth/hooks/use-log-out.ts';
// The code boxes and the resend countdown, for a code asked for while signed in (deleting the account).
export { emptyOtp, OtpBoxes } from '#src/features/auth/components/otp-boxes.tsx';
export { useCountdown } from '#src/features/auth/hooks/use-countdown.ts';
