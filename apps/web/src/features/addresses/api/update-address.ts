import type { AddressInput } from '@haat/contract/addresses/addresses.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useAddressListMutation } from '#src/features/addresses/api/use-address-list-mutation.ts';

const addressListResponseSchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addressListResponseSchema',
);
const updateAddressBodySchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'updateAddressBodySchema',
);

export interface UpdateAddressVariables {
  addressIndex: number;
  address: AddressInput;
}

/** `POST /api/addresses/update`: the address at `addressIndex` is replaced, keeping its default mark. */
export function updateAddress({ addressIndex, address }: UpdateAddressVariables) {
  return api.post(
    '/api/addresses/update',
    updateAddressBodySchema,
    { addressIndex, address },
    addressListResponseSchema,
  );
}

export const useUpdateAddress = (customerId: string) => useAddressListMutation(customerId, updateAddress);
