/** Query keys of orders: lists → list(customer, page) → details → detail(id). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (customerId: string, page: number) => [...orderKeys.lists(), customerId, { page }] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
};
