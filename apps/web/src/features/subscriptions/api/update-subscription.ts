import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_REFRESH_AFTER_UPDATE_MS } from '@haat/contract/constants';
import type { Subscription, SubscriptionListResponse } from '@haat/contract/subscriptions/subscriptions.schemas';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const subscriptionSchema = lazySchema(
  () => import('@haat/contract/subscriptions/subscriptions.schemas'),
  'subscriptionSchema',
);
const updateSubscriptionBodySchema = lazySchema(
  () => import('@haat/contract/subscriptions/subscriptions.schemas'),
  'updateSubscriptionBodySchema',
);

export type SubscriptionChange = Pick<
  ContractBody<typeof updateSubscriptionBodySchema>,
  'subscriptionRecurrence' | 'isActive'
>;

/** `PUT /api/subscriptions/{id}` with the recurrence (start date unchanged) and optionally the active flag. */
export function updateSubscription(id: string, change: SubscriptionChange) {
  return api.put(
    `/api/subscriptions/${encodeURIComponent(id)}`,
    updateSubscriptionBodySchema,
    change,
    subscriptionSchema,
  );
}

/** The recurrence as saved, ready to send back: no end date is sent as ''. */
export function savedRecurrence(subscription: Subscription): SubscriptionChange['subscriptionRecurrence'] {
  const { daysOfWeek, startDate, endDate } = subscription.subscriptionRecurrence;
  return { daysOfWeek, startDate, endDate: endDate ?? '' };
}

/** Puts the server's answer in every cached page that holds the subscription; the delivery calendar reads again. */
function replaceInLists(queryClient: QueryClient, updated: Subscription) {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() });
  queryClient.setQueriesData<SubscriptionListResponse>({ queryKey: subscriptionKeys.lists() }, (list) =>
    list
      ? { ...list, subscriptions: list.subscriptions.map((item) => (item.id === updated.id ? updated : item)) }
      : list,
  );
}

/** The Status switch: sends the saved recurrence with the new flag; the row changes once the server agrees (spec §4). */
export function useToggleSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: Subscription) =>
      updateSubscription(subscription.id, {
        subscriptionRecurrence: savedRecurrence(subscription),
        isActive: !subscription.isActive,
      }),
    onSuccess: (updated) => replaceInLists(queryClient, updated),
  });
}

/** The 'Update Subscription' modal: new days and end date; the list reads again 800 ms later (spec §4). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SubscriptionChange }) => updateSubscription(id, change),
    onSuccess: (updated) => {
      replaceInLists(queryClient, updated);
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists() }),
        SUBSCRIPTION_REFRESH_AFTER_UPDATE_MS,
      );
    },
  });
}
