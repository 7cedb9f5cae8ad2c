import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { addressKeys } from '#src/features/addresses/api/address-keys.ts';

const addressListResponseSchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addressListResponseSchema',
);

/** `GET /api/addresses/{customerId}` → `{ addressList, defaultAddressIndex }`. */
export function getAddresses(customerId: string, signal?: AbortSignal) {
  return api.get(`/api/addresses/${encodeURIComponent(customerId)}`, addressListResponseSchema, { signal });
}

export function addressesQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: addressKeys.list(customerId),
    queryFn: ({ signal }) => getAddresses(customerId, signal),
  });
}

/** The customer's saved addresses; loads only for a signed-in customer (an empty id waits). */
export function useAddresses(customerId: string) {
  return useQuery({ ...addressesQueryOptions(customerId), enabled: customerId !== '' });
}
