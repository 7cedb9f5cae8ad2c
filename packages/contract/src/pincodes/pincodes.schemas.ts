import { z } from 'zod';
import { PIN_DIGITS } from '../constants.ts';

/** `GET /api/pincodes/{pin}`: 6 digits, else 400. */
export const pincodeParamsSchema = z.object({
  pin: z.string().regex(new RegExp(`^\\d{${PIN_DIGITS}}$`), `A pincode is ${PIN_DIGITS} digits`),
});
export type PincodeParams = z.infer<typeof pincodeParamsSchema>;

/**
 * Where a pincode is, for the address form to fill in: `city` is the postal district. 404 for a pin that
 * neither the bundled India Post data nor the configured fallback service knows. Public, no token; cached.
 */
export const pincodePlaceSchema = z.object({
  pin: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.literal('India'),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;
