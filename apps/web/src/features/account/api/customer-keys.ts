/** Query keys of the signed-in customer's profile. */
export const customerKeys = {
  all: ['customer'] as const,
  detail: (customerId: string) => [...customerKeys.all, customerId] as const,
};
