import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { orderKeys } from '#src/features/orders/api/order-keys.ts';

const orderDetailSchema = lazySchema(() => import('@haat/contract/orders/orders.schemas'), 'orderDetailSchema');

/** `GET /api/orders/{orderId}`: one of the signed-in customer's orders and its timeline (404 for anyone else's). */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return api.get(`/api/orders/${encodeURIComponent(orderId)}`, orderDetailSchema, { signal });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });
}

/** While an order is still on its way, its page asks again this often, so the shop's moves show without a reload. */
export const OPEN_ORDER_POLL_MS = 5_000;
const finalStates = new Set(['DELIVERED', 'CANCELLED', 'FAILED']);

export function useOrder(orderId: string) {
  return useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) => {
      const state = query.state.data?.orderState;
      return state && !finalStates.has(state) ? OPEN_ORDER_POLL_MS : false;
    },
  });
}
