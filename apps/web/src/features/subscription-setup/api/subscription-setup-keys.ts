/** Query keys of subscription set-up: the store's delivery slots. */
export const subscriptionSetupKeys = {
  all: ['subscription-setup'] as const,
  deliverySlots: (storeId: string) => [...subscriptionSetupKeys.all, 'delivery-slots', storeId] as const,
};
