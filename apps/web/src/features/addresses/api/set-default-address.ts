import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressListResponse } from '@haat/contract/addresses/addresses.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { addressKeys } from '#src/features/addresses/api/address-keys.ts';

const addressListResponseSchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'addressListResponseSchema',
);
const setDefaultAddressBodySchema = lazySchema(
  () => import('@haat/contract/addresses/addresses.schemas'),
  'setDefaultAddressBodySchema',
);

/** `POST /api/addresses/set-default` → the new list with `defaultAddressIndex` moved. */
export function setDefaultAddress(addressIndex: number) {
  return api.post(
    '/api/addresses/set-default',
    setDefaultAddressBodySchema,
    { addressIndex },
    addressListResponseSchema,
  );
}

/** The radio moves at once (a radio that springs back while the request runs looks broken); a failure puts it back. */
export function useSetDefaultAddress(customerId: string) {
  const queryClient = useQueryClient();
  const key = addressKeys.list(customerId);
  return useMutation({
    mutationFn: setDefaultAddress,
    onMutate: async (addressIndex) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AddressListResponse>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, defaultAddressIndex: addressIndex });
      return { previous };
    },
    onError: (_error, _index, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}
