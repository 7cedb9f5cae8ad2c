import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { orderKeys } from '#src/features/orders/api/order-keys.ts';

const orderListResponseSchema = lazySchema(
  () => import('@haat/contract/orders/orders.schemas'),
  'orderListResponseSchema',
);

/** `GET /api/orders?customerId=…&page=…&size=8`: the customer's orders, newest first; `page` is 1-based. */
export function getOrders(customerId: string, page: number, signal?: AbortSignal) {
  return api.get('/api/orders', orderListResponseSchema, {
    query: { customerId, page, size: ORDERS_PAGE_SIZE },
    signal,
  });
}

export function ordersQueryOptions(customerId: string, page: number) {
  return queryOptions({
    queryKey: orderKeys.list(customerId, page),
    queryFn: ({ signal }) => getOrders(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(customerId: string, page: number) {
  return useQuery({ ...ordersQueryOptions(customerId, page), enabled: customerId !== '' });
}
