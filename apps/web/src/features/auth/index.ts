// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useLogOut } from '#src/features/auth/hooks/use-log-out.ts';
// The code boxes and the resend countdown, for a code asked for while signed in (deleting the account).
export { emptyOtp, OtpBoxes } from '#src/features/auth/components/otp-boxes.tsx';
export { useCountdown } from '#src/features/auth/hooks/use-countdown.ts';
// The phone and code steps (with the login card's styles), for the shop's console sign-in: the same boxes,
// countdown and rules as a shopper's.
export { PhoneStep } from '#src/features/auth/components/phone-step.tsx';
export { OtpStep } from '#src/features/auth/components/otp-step.tsx';
