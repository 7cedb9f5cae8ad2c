import {
  addAddressBodySchema,
  addressListResponseSchema,
  type AddressInput,
} from '@haat/contract/addresses/addresses.schemas';
import { api } from '#src/lib/api-client.ts';
import { useAddressListMutation } from '#src/features/addresses/api/use-address-list-mutation.ts';

/** `POST /api/addresses/add` → the new list (the first address becomes the default). */
export function addAddress(address: AddressInput) {
  return api.post('/api/addresses/add', addAddressBodySchema, { address }, addressListResponseSchema);
}

export const useAddAddress = (customerId: string) => useAddressListMutation(customerId, addAddress);
