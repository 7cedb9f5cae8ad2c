import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema, type Loaded } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const deliveryDayBodySchema = lazySchema(
  () => import('@haat/contract/subscriptions/delivery-calendar.schemas'),
  'deliveryDayBodySchema',
);

export interface DeliveryDayChange {
  subscriptionId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** That date's quantity; 0 skips the day. */
  quantity: number;
}

/** `PUT /api/subscriptions/{id}/days/{date}` with `{ quantity }` (204). */
export function changeDeliveryDay({ subscriptionId, date, quantity }: DeliveryDayChange) {
  return api.put<Loaded<typeof deliveryDayBodySchema>, void>(
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/days/${encodeURIComponent(date)}`,
    deliveryDayBodySchema,
    { quantity },
  );
}

/** Skips a day or changes its quantity; the calendar reads again. */
export function useChangeDeliveryDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeliveryDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() }),
  });
}
