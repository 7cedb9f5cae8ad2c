import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const createSubscriptionBodySchema = lazySchema(
  () => import('@haat/contract/subscriptions/subscriptions.schemas'),
  'createSubscriptionBodySchema',
);
const subscriptionSchema = lazySchema(
  () => import('@haat/contract/subscriptions/subscriptions.schemas'),
  'subscriptionSchema',
);

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
