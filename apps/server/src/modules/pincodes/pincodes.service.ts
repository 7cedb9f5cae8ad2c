import type { PincodePlace } from '@haat/contract/pincodes/pincodes.schemas';
import type { PincodeLookup } from '#src/providers/pincode/pincode-lookup.ts';

export type PincodeResult =
  | { ok: true; place: PincodePlace }
  | { ok: false; error: { code: 'UNKNOWN_PIN' } }
  | { ok: false; error: { code: 'LOOKUP_UNAVAILABLE'; cause: unknown } };

/** The place of a pin for the address form; the country is always India (the data is India Post's). */
export async function lookUpPincode(lookup: PincodeLookup, pin: string): Promise<PincodeResult> {
  try {
    const place = await lookup.find(pin);
    if (!place) return { ok: false, error: { code: 'UNKNOWN_PIN' } };
    return { ok: true, place: { pin, city: place.city, state: place.state, country: 'India' } };
  } catch (cause) {
    return { ok: false, error: { code: 'LOOKUP_UNAVAILABLE', cause } };
  }
}
