/** Query keys of "Notify me": the signed-in shopper's open requests, per store and shopper. */
export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  open: (storeId: string, customerId: string) => [...stockAlertKeys.all, storeId, customerId] as const,
};
