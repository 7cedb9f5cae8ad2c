/** Query keys of subscriptions: all → lists → list(customer, page) | choices(customer); all → calendars → calendar(customer). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionKeys.all, 'list'] as const,
  list: (customerId: string, page: number) => [...subscriptionKeys.lists(), customerId, { page }] as const,
  /** Every subscription of the shopper at once, for the pause dialog's choice. */
  choices: (customerId: string) => [...subscriptionKeys.lists(), customerId, 'choices'] as const,
  calendars: () => [...subscriptionKeys.all, 'calendar'] as const,
  calendar: (customerId: string) => [...subscriptionKeys.calendars(), customerId] as const,
};
