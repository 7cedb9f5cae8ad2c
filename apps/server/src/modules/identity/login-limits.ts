import { OTP_DIGITS, OTP_RESEND_SECONDS } from '@haat/contract/constants';

// Every limit of logging in, in one place; docs/decisions/034-login-limits.md tables them. The code that
// erases an account (decision 029) is the phone's login code under another purpose, so it has the same limits.
// Sends and tries are counted in the database (otp_codes, otp_send_buckets), so every server of a cluster
// counts the same ones; only the per-minute route limits need REDIS_URL to count across servers.

/**
 * The spec's two (§9), kept in the contract because the storefront shows them: a code has 6 digits (a guess
 * has one chance in a million), and the first wait before another code is 59 s, the storefront's countdown.
 */
export { OTP_DIGITS, OTP_RESEND_SECONDS };

/** A code lives 5 minutes: long enough for a slow SMS, short enough that a code seen over a shoulder goes stale. */
export const OTP_TTL_SECONDS = 5 * 60;

/**
 * Sends to a phone in a store (for its backoff) and from a client address (for its cap) are counted over the
 * last hour; an hour without sends and a phone starts again at 59 s.
 */
export const OTP_SEND_WINDOW_SECONDS = 60 * 60;

/**
 * The wait before the next code to a phone in a store, by how many were sent to it there in the window: the
 * spec's 59 s after the first, then longer, never more than 15 minutes. Backing off rather than capping sends:
 * whoever sends to someone else's number cannot keep them from logging in for an hour, nor in another store.
 */
export const OTP_RESEND_BACKOFF_SECONDS = [OTP_RESEND_SECONDS, 2 * 60, 5 * 60, 10 * 60, 15 * 60] as const;

/** The wait after the `sends`-th send of the window (1-based); past the last step, the last step. */
export function resendBackoffSeconds(sends: number): number {
  const steps = OTP_RESEND_BACKOFF_SECONDS;
  return steps[Math.min(Math.max(sends, 1), steps.length) - 1]!;
}

/**
 * Codes one client address may have sent in the window, whatever the phone or store: bounds the SMS bill one
 * sender can run up. 30 leaves room for several shoppers behind one address (a household, an office) and stops
 * a script at 30 SMS. OTP_SENDS_PER_IP_PER_HOUR replaces it (config.ts).
 */
export const DEFAULT_OTP_SENDS_PER_IP_PER_HOUR = 30;

/**
 * Guesses at one code: a client address may make 5, all clients together 20. Counting per client means a
 * stranger's wrong guesses cannot spend the owner's tries (issue 33); the total bounds guessing from many
 * addresses (20 in a million for a six-digit code). A code guessed out in all may be replaced after
 * OTP_RESEND_SECONDS, whatever the backoff says, so its owner is never locked out for longer than that.
 */
export const MAX_OTP_ATTEMPTS_PER_CLIENT = 5;
export const MAX_OTP_ATTEMPTS = 20;

/** An access token lives 15 minutes, so a copied one is soon useless; the storefront renews it on the 403 (005). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A console (staff) token lives a working day and is not renewed: the gate checks its session on every
 * request, so a logout or a removal ends it at once, and signing in again each morning is the shop's rhythm
 * (decision 036).
 */
export const STAFF_ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** A refresh token lives 30 days (each renewal starts a new one): a shopper who shops monthly stays logged in. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Requests per minute from one client address on the routes that send or check codes, before RATE_LIMIT_FACTOR
 * scales them (plugins/rate-limit.ts enforces them with the other expensive routes). A burst guard under the
 * limits above: every request counts, refused ones included, before the body is read.
 */
export const LOGIN_ROUTE_LIMITS: ReadonlyArray<{ method: string; url: RegExp; perMinute: number }> = [
  { method: 'POST', url: /^\/api\/identity\/request-otp$/, perMinute: 20 },
  { method: 'POST', url: /^\/api\/identity\/verify-customer-otp$/, perMinute: 30 },
  { method: 'POST', url: /^\/api\/customers\/:customerId\/deletion-otp$/, perMinute: 20 },
  { method: 'POST', url: /^\/api\/customers\/:customerId\/delete$/, perMinute: 30 },
  { method: 'POST', url: /^\/api\/stores\/:storeId\/console\/login\/request-otp$/, perMinute: 20 },
  { method: 'POST', url: /^\/api\/stores\/:storeId\/console\/login\/verify-otp$/, perMinute: 30 },
];
