import { queryOptions } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { addressKeys } from '#src/features/addresses/api/address-keys.ts';

const pincodePlaceSchema = lazySchema(() => import('@haat/contract/pincodes/pincodes.schemas'), 'pincodePlaceSchema');

/** `GET /api/pincodes/{pin}` → `{ pin, city, state, country }`; 404 for a pin nobody knows. */
export function getPincodePlace(pin: string, signal?: AbortSignal) {
  return api.get(`/api/pincodes/${encodeURIComponent(pin)}`, pincodePlaceSchema, { signal, skipAuth: true });
}

export function pincodePlaceQueryOptions(pin: string) {
  return queryOptions({
    queryKey: addressKeys.pincode(pin),
    queryFn: ({ signal }) => getPincodePlace(pin, signal),
    // Pincodes do not move: one answer serves the whole visit.
    staleTime: Infinity,
    retry: false,
  });
}
