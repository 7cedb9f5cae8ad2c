import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { stockAlertKeys } from '#src/features/stock-alerts/api/stock-alert-keys.ts';

const stockAlertBodySchema = lazySchema(
  () => import('@haat/contract/stock-alerts/stock-alerts.schemas'),
  'stockAlertBodySchema',
);
const stockAlertSchema = lazySchema(
  () => import('@haat/contract/stock-alerts/stock-alerts.schemas'),
  'stockAlertSchema',
);

/** `POST /api/stock-alerts`: asks for one SMS when the pack is back (the same request when asked again). */
export function requestStockAlert(productVariantId: string) {
  return api.post('/api/stock-alerts', stockAlertBodySchema, { productVariantId }, stockAlertSchema);
}

/** `DELETE /api/stock-alerts/{productVariantId}`: cancels the open request, if any. */
export function cancelStockAlert(productVariantId: string) {
  return api.delete(`/api/stock-alerts/${encodeURIComponent(productVariantId)}`);
}

/** Asking and cancelling, each followed by the open requests read again. */
export function useChangeStockAlert() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all });
  return {
    request: useMutation({ mutationFn: requestStockAlert, onSettled }),
    cancel: useMutation({ mutationFn: cancelStockAlert, onSettled }),
  };
}
