import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';

// The signed-in customer's profile is read by login, the account pages and the wallet, so it lives here
// rather than in one of those features (a feature importing another's profile closed an import cycle).

/** Query keys of the signed-in customer's profile. */
export const customerKeys = {
  all: ['customer'] as const,
  detail: (customerId: string) => [...customerKeys.all, customerId] as const,
};

const customerProfileSchema = lazySchema(
  () => import('@haat/contract/customers/customers.schemas'),
  'customerProfileSchema',
);

/**
 * `GET /api/customers/{customerId}`. `accessToken` is for the moment right after login, before the session
 * is stored (the profile is fetched first, then the shopper is marked logged in).
 */
export function getCustomerProfile(customerId: string, options: { signal?: AbortSignal; accessToken?: string } = {}) {
  const { signal, accessToken } = options;
  return api.get(`/api/customers/${encodeURIComponent(customerId)}`, customerProfileSchema, {
    signal,
    ...(accessToken ? { skipAuth: true, headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
}

export function customerProfileQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => getCustomerProfile(customerId, { signal }),
    enabled: customerId !== '',
  });
}

export function useCustomerProfile(customerId: string) {
  return useQuery(customerProfileQueryOptions(customerId));
}
