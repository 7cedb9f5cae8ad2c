import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressListResponse } from '@haat/contract/addresses/addresses.schemas';
import { addressKeys } from '#src/features/addresses/api/address-keys.ts';

/** Every address change answers the whole new list, which replaces the cached one: no second round trip. */
export function useAddressListMutation<TVariables>(
  customerId: string,
  change: (variables: TVariables) => Promise<AddressListResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(addressKeys.list(customerId), list),
  });
}
