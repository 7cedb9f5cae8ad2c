import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { CUSTOMER_ROLE, OTP_DIGITS, PHONE_DIGITS } from '../constants.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';

/**
 * An Indian mobile number as the API stores it: exactly 10 digits. Input is forgiving about the forms a
 * person or an autofill writes (`+91 98765 43210`, `098765-43210`, `919876543210`): spaces and hyphens go,
 * then a leading `+91`/`91` (12 digits) or `0` (11 digits) goes. Anything else must be 10 digits.
 */
export const mobileSchema = z
  .string({ error: 'login.phoneRequired' satisfies MessageId })
  .trim()
  .min(1, 'login.phoneRequired' satisfies MessageId)
  .transform(normaliseMobile)
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'login.phoneDigits' satisfies MessageId));

/** Strips separators and a +91/91/0 prefix; leaves anything it does not recognise for the schema to reject. */
export function normaliseMobile(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (!compact.startsWith('+') && /^0\d{10}$/.test(digits)) return digits.slice(1);
  return compact;
}

export const otpSchema = z
  .string({ error: 'login.invalidOtp' satisfies MessageId })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `OTP must be ${OTP_DIGITS} digits`);

/**
 * `POST /api/identity/request-otp`. The storefront adds `storeId` to every POST; the store it names decides
 * where the shopper logs in. `orgName` (spec §7) must be the name of that store's organisation, compared
 * without regard to case or surrounding spaces; a mismatch answers 404 like an unknown store.
 */
export const requestOtpBodySchema = z.object({
  orgName: z.string().trim().min(1, 'orgName is required').max(200),
  mobile: mobileSchema,
  storeId: idSchema,
});
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

/** The code is on its way; the storefront shows its own 59-second countdown (OTP_RESEND_SECONDS). */
export const requestOtpResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

/** `POST /api/identity/verify-customer-otp`; `orgId` and `locationId` must be the store's. */
export const verifyCustomerOtpBodySchema = z.object({
  orgId: idSchema,
  locationId: idSchema,
  mobile: mobileSchema,
  otp: otpSchema,
  role: z.literal(CUSTOMER_ROLE, { error: `role must be ${CUSTOMER_ROLE}` }),
  storeId: idSchema,
});
export type VerifyCustomerOtpBody = z.infer<typeof verifyCustomerOtpBodySchema>;

/**
 * A signed-in session: the login result of spec §3 (`mobile`, `customerId`) plus the tokens. Also the answer
 * of `GET /api/identity/renewAccessToken`. Expiry times are ISO 8601 instants. The access token is a JWT
 * valid 15 minutes; the refresh token is opaque, valid 30 days and single use (each renewal returns a new one).
 */
export const customerSessionSchema = z.object({
  mobile: z.string(),
  customerId: idSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshTokenExpiresAt: z.iso.datetime(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** `GET /api/identity/renewAccessToken`: the refresh token travels as the Bearer token; the GET scope values are optional. */
export const renewAccessTokenQuerySchema = z.object({
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type RenewAccessTokenQuery = z.infer<typeof renewAccessTokenQuerySchema>;

/**
 * A refresh token as the server hands it out: opaque base64url text (32 random bytes today). Only the shape
 * is checked here, so malformed input is a 400; whether the token exists is never told.
 */
export const refreshTokenSchema = z
  .string({ error: 'refreshToken is required' })
  .regex(/^[A-Za-z0-9_-]{16,256}$/, 'Invalid refresh token');

/**
 * `POST /api/identity/logout` (our addition; spec §4 only clears the device): ends the session the refresh
 * token belongs to — its whole family of refresh tokens and every access token issued with them. Answers
 * 204 whether or not the token was still live, so logout can be repeated and reveals nothing.
 */
export const logoutBodySchema = z.object({
  refreshToken: refreshTokenSchema,
  storeId: idSchema.optional(),
});
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** `GET /api/dev/otp-outbox?mobile=…&storeId=…` (development only): the last OTP the console outbox "sent". */
export const otpOutboxQuerySchema = z.object({
  mobile: mobileSchema,
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type OtpOutboxQuery = z.infer<typeof otpOutboxQuerySchema>;

export const otpOutboxResponseSchema = z.object({ otp: z.string() });
export type OtpOutboxResponse = z.infer<typeof otpOutboxResponseSchema>;
