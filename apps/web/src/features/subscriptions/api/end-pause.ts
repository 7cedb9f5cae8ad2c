import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

/** `DELETE /api/subscriptions/pauses/{id}` (204): deliveries resume as early as the cut-off allows. */
export function endPause(pauseId: string) {
  return api.delete<void>(`/api/subscriptions/pauses/${encodeURIComponent(pauseId)}`);
}

/** Resumes a pause (or drops one not yet begun); the calendar reads again. */
export function useEndPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPause,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() }),
  });
}
