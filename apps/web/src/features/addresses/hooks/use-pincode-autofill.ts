import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PIN_DIGITS } from '@haat/contract/constants';
import type { PincodePlace } from '@haat/contract/pincodes/pincodes.schemas';
import { pincodePlaceQueryOptions } from '#src/features/addresses/api/get-pincode-place.ts';

export type PincodeLookupStatus = 'idle' | 'looking' | 'not-found';

/**
 * Spec §5: a complete 6-digit pin looks up its city, state and country and hands them to `onFound`.
 * Only the latest pin counts: an answer for a pin the shopper has already changed is dropped.
 */
export function usePincodeAutofill(onFound: (place: PincodePlace) => void) {
  const queryClient = useQueryClient();
  const latestPin = useRef('');
  const [status, setStatus] = useState<PincodeLookupStatus>('idle');

  async function lookUp(pin: string) {
    latestPin.current = pin;
    if (pin.length !== PIN_DIGITS) {
      setStatus('idle');
      return;
    }
    setStatus('looking');
    try {
      const place = await queryClient.fetchQuery(pincodePlaceQueryOptions(pin));
      if (latestPin.current !== pin) return;
      setStatus('idle');
      onFound(place);
    } catch {
      if (latestPin.current === pin) setStatus('not-found');
    }
  }

  return { status, lookUp };
}
