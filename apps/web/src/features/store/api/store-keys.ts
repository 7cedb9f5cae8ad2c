/** Query keys of the store feature: the lookup, the theme config, the payment settings and the store's content. */
export const storeKeys = {
  all: ['store'] as const,
  lookup: (kind: 'friendlyId' | 'domain', identifier: string) =>
    [...storeKeys.all, 'lookup', kind, identifier] as const,
  detail: (storeId: string) => [...storeKeys.all, storeId] as const,
  webStoreConfig: (storeId: string) => [...storeKeys.detail(storeId), 'web-store-config'] as const,
  paymentConfig: (storeId: string) => [...storeKeys.detail(storeId), 'payment-config'] as const,
  banners: (storeId: string) => [...storeKeys.detail(storeId), 'banners', { isActive: true }] as const,
  announcementBars: (storeId: string) => [...storeKeys.detail(storeId), 'announcement-bars'] as const,
  enumValues: () => ['enum-values'] as const,
};
