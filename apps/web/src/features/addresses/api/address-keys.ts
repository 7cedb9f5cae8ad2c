/** Query keys of the addresses feature: one customer's saved list, and pincode places. */
export const addressKeys = {
  all: ['addresses'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
  list: (customerId: string) => [...addressKeys.lists(), customerId] as const,
  pincodes: () => [...addressKeys.all, 'pincode'] as const,
  pincode: (pin: string) => [...addressKeys.pincodes(), pin] as const,
};
