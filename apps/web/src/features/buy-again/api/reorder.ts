import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useRefreshCart } from '#src/features/cart-checkout/index.ts';
import { buyAgainKeys } from '#src/features/buy-again/api/buy-again-keys.ts';

const reorderBodySchema = lazySchema(() => import('@haat/contract/buy-again/buy-again.schemas'), 'reorderBodySchema');
const reorderResultSchema = lazySchema(
  () => import('@haat/contract/buy-again/buy-again.schemas'),
  'reorderResultSchema',
);

/** `POST /api/orders/{orderId}/reorder`: the order's items into the cart; answers what went in and what did not. */
export function reorder(orderId: string) {
  return api.post(`/api/orders/${encodeURIComponent(orderId)}/reorder`, reorderBodySchema, {}, reorderResultSchema);
}

/** Reorders, then reads the cart again (its badge and page) and the buy-again row. */
export function useReorder() {
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: buyAgainKeys.all });
      return refreshCart();
    },
  });
}
