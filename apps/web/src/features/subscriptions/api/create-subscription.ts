import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSubscriptionBodySchema, subscriptionSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import { api, type ContractBody } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

/** The create payload less `storeId`, which the api client adds to every POST body. */
export type NewSubscription = ContractBody<typeof createSubscriptionBodySchema>;

/** `POST /api/subscriptions` (spec §3 create payload); answers the saved subscription. */
export function createSubscription(subscription: NewSubscription) {
  return api.post('/api/subscriptions', createSubscriptionBodySchema, subscription, subscriptionSchema);
}

/** Creates a subscription; the account list reads again next time it shows. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
