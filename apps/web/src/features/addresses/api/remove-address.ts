import { api, lazySchema } from '#src/lib/api-client.ts';
import { useAddressListMutation } from '#src/features/addresses/api/use-address-list-mutation.ts';

const addressListResponseSchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addressListResponseSchema',
);
const removeAddressBodySchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'removeAddressBodySchema',
);

/** `POST /api/addresses/remove`: later addresses move up one index; removing the default makes index 0 it. */
export function removeAddress(addressIndex: number) {
  return api.post('/api/addresses/remove', removeAddressBodySchema, { addressIndex }, addressListResponseSchema);
}

export const useRemoveAddress = (customerId: string) => useAddressListMutation(customerId, removeAddress);
