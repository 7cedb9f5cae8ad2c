import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_PAGE_SIZE } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const subscriptionListResponseSchema = lazySchema(
  () => import('@haat/contract/subscriptions/subscriptions.schemas'),
  'subscriptionListResponseSchema',
);

/** `GET /api/subscriptions?customerId=…&page=…&size=8`: the customer's subscriptions, newest first; `page` is 1-based. */
export function getSubscriptions(
  customerId: string,
  page: number,
  signal?: AbortSignal,
  size: number = SUBSCRIPTIONS_PAGE_SIZE,
) {
  return api.get('/api/subscriptions', subscriptionListResponseSchema, {
    query: { customerId, page, size },
    signal,
  });
}

export function subscriptionsQueryOptions(customerId: string, page: number) {
  return queryOptions({
    queryKey: subscriptionKeys.list(customerId, page),
    queryFn: ({ signal }) => getSubscriptions(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptions(customerId: string, page: number) {
  return useQuery({ ...subscriptionsQueryOptions(customerId, page), enabled: customerId !== '' });
}

/** The largest page the API answers: enough for every subscription a household keeps. */
const ALL_SUBSCRIPTIONS_SIZE = 100;

/** All the shopper's subscriptions in one page, for choosing one (the pause dialog). */
export function useSubscriptionChoices(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.choices(customerId),
    queryFn: ({ signal }) => getSubscriptions(customerId, 1, signal, ALL_SUBSCRIPTIONS_SIZE),
    select: (list) => list.subscriptions,
    enabled: enabled && customerId !== '',
  });
}
