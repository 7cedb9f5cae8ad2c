/** Query keys of subscriptions: all → lists → list(customer, page). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionKeys.all, 'list'] as const,
  list: (customerId: string, page: number) => [...subscriptionKeys.lists(), customerId, { page }] as const,
};
