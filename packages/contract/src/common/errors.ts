import { z } from 'zod';

/**
 * Error codes the API answers with. The spec does not show an error body; the contract decides it once:
 * every non-2xx answer is `{ message, code }`, `message` fit to show a shopper.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  /** 503: the database is out of reach for a moment (restart, failover); the same request may be retried. */
  'UNAVAILABLE',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Named `ApiError` in the API's OpenAPI document, where every operation's refusals point at it. */
export const apiErrorSchema = z.object({ message: z.string(), code: z.string() }).meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
