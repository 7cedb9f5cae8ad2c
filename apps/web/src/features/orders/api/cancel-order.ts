import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { walletKeys } from '#src/features/wallet/index.ts';
import { orderKeys } from '#src/features/orders/api/order-keys.ts';

const changeOrderStateBodySchema = lazySchema(
  () => import('@haat/contract/orders/orders.schemas'),
  'changeOrderStateBodySchema',
);
const orderSchema = lazySchema(() => import('@haat/contract/orders/orders.schemas'), 'orderSchema');

/** `PUT /api/orders/{orderId}/state` with CANCELLED and the shopper's reason; answers the order. */
export function cancelOrder(orderId: string, reason: string) {
  return api.put(
    `/api/orders/${encodeURIComponent(orderId)}/state`,
    changeOrderStateBodySchema,
    { orderState: 'CANCELLED', reason },
    orderSchema,
  );
}

/** Cancels with a toast; success only when the answer's orderState is CANCELLED (spec §4). Resolves true on success. */
export function useCancelOrder() {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) => cancelOrder(orderId, reason),
    onSettled: () => {
      // Cancelling a paid order refunds its total to the wallet; nothing waits for the new balance.
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const cancel = async (orderId: string, reason: string): Promise<boolean> => {
    try {
      const order = await mutation.mutateAsync({ orderId, reason });
      if (order.orderState !== 'CANCELLED') throw new Error('Order not cancelled');
      notify.success(t('orders.cancelled'));
      return true;
    } catch {
      notify.error(t('orders.cancelFailed'));
      return false;
    }
  };
  return { cancel, isPending: mutation.isPending };
}
