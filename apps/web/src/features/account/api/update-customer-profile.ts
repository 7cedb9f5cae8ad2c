import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';
import { useUpdateGlobalState } from '#src/lib/store-context.tsx';
import { customerKeys } from '#src/lib/customer-profile.ts';

const customerProfileSchema = lazySchema(
  () => import('@haat/contract/customers/customers.schemas'),
  'customerProfileSchema',
);
const updateCustomerBodySchema = lazySchema(
  () => import('@haat/contract/customers/customers.schemas'),
  'updateCustomerBodySchema',
);

export type CustomerProfileChanges = ContractBody<typeof updateCustomerBodySchema>;

/** `PUT /api/customers/{customerId}`: the profile fields (and dpUrl); a field left out stays as it is. */
export function updateCustomerProfile(customerId: string, changes: CustomerProfileChanges) {
  return api.put(
    `/api/customers/${encodeURIComponent(customerId)}`,
    updateCustomerBodySchema,
    changes,
    customerProfileSchema,
  );
}

/** Saves profile changes; the cache and the display name in global state follow the answer. */
export function useUpdateCustomerProfile(customerId: string) {
  const queryClient = useQueryClient();
  const updateGlobalState = useUpdateGlobalState();
  return useMutation({
    mutationFn: (changes: CustomerProfileChanges) => updateCustomerProfile(customerId, changes),
    onSuccess: (profile) => {
      queryClient.setQueryData(customerKeys.detail(customerId), profile);
      updateGlobalState((state) => ({ ...state, user: { ...state.user, userDisplayName: profile.name ?? '' } }));
    },
  });
}
