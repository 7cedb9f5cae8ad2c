import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

/** `DELETE /api/subscriptions/{id}/days/{date}` (204): the usual delivery again. */
export function restoreDeliveryDay({ subscriptionId, date }: { subscriptionId: string; date: string }) {
  return api.delete<void>(`/api/subscriptions/${encodeURIComponent(subscriptionId)}/days/${encodeURIComponent(date)}`);
}

/** Undoes a day's skip or quantity change; the calendar reads again. */
export function useRestoreDeliveryDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDeliveryDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() }),
  });
}
