import type { AddressInput } from '@haat/contract/addresses/addresses.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useAddressListMutation } from '#src/features/addresses/api/use-address-list-mutation.ts';

const addAddressBodySchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addAddressBodySchema',
);
const addressListResponseSchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addressListResponseSchema',
);

/** `POST /api/addresses/add` → the new list (the first address becomes the default). */
export function addAddress(address: AddressInput) {
  return api.post('/api/addresses/add', addAddressBodySchema, { address }, addressListResponseSchema);
}

export const useAddAddress = (customerId: string) => useAddressListMutation(customerId, addAddress);
