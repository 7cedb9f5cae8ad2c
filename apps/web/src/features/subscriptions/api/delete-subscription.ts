import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

/** `DELETE /api/subscriptions/{id}` (204). */
export function deleteSubscription(id: string) {
  return api.delete<void>(`/api/subscriptions/${encodeURIComponent(id)}`);
}

/** Deletes and reads the list again; a failure is ignored, as the spec says (§8), and the list simply stays. */
export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteSubscription,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() }),
      ]),
  });
  const remove = async (id: string) => {
    try {
      await mutation.mutateAsync(id);
    } catch {
      // Spec §8: a failed delete is silently ignored.
    }
  };
  return { remove, isPending: mutation.isPending };
}
