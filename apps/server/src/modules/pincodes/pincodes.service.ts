import type { PincodePlace } from '@haat/contract/pincodes/pincodes.schemas';
import type { PincodeLookup } from '#src/providers/pincode/pincode-lookup.ts';
import { fail, ok, type Result } from '#src/result.ts';

const PINCODE_NOT_FOUND_MESSAGE = 'server.pincodeNotFound';

/** The place of a pin for the address form; the country is always India (the data is India Post's). */
export async function lookUpPincode(
  lookup: PincodeLookup,
  pin: string,
): Promise<Result<PincodePlace, 'NOT_FOUND' | 'LOOKUP_UNAVAILABLE', { cause?: unknown }>> {
  try {
    const place = await lookup.find(pin);
    if (!place) return fail('NOT_FOUND', PINCODE_NOT_FOUND_MESSAGE);
    return ok({ pin, city: place.city, state: place.state, country: 'India' });
  } catch (cause) {
    // The shopper sees an unknown pin either way; the route logs the cause.
    return fail('LOOKUP_UNAVAILABLE', PINCODE_NOT_FOUND_MESSAGE, { cause });
  }
}
