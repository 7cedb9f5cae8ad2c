import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

const createPauseBodySchema = lazySchema(
  () => import('@haat/contract/subscriptions/delivery-calendar.schemas'),
  'createPauseBodySchema',
);
const pauseSchema = lazySchema(() => import('@haat/contract/subscriptions/delivery-calendar.schemas'), 'pauseSchema');

export type NewPause = ContractBody<typeof createPauseBodySchema>;

/** `POST /api/subscriptions/pauses`: no deliveries from start to end (inclusive); answers the saved pause. */
export function createPause(pause: NewPause) {
  return api.post('/api/subscriptions/pauses', createPauseBodySchema, pause, pauseSchema);
}

/** Plans a pause of one subscription or all; the calendar reads again. */
export function useCreatePause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPause,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() }),
  });
}
