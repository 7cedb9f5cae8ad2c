import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const deliveryCalendarSchema = lazySchema(
  () => import('@haat/contract/subscriptions/delivery-calendar.schemas'),
  'deliveryCalendarSchema',
);

/** `GET /api/subscriptions/calendar?customerId=…`: this week and the next, pauses and any wallet shortfall. */
export function getDeliveryCalendar(customerId: string, signal?: AbortSignal) {
  return api.get('/api/subscriptions/calendar', deliveryCalendarSchema, { query: { customerId }, signal });
}

export function deliveryCalendarQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.calendar(customerId),
    queryFn: ({ signal }) => getDeliveryCalendar(customerId, signal),
  });
}

/** One query for the page: the low-balance notice and the calendar read the same answer. */
export function useDeliveryCalendar(customerId: string) {
  return useQuery({ ...deliveryCalendarQueryOptions(customerId), enabled: customerId !== '' });
}
