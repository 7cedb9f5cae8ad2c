// The public surface of stores: a store's commerce settings, its own origins and its lookups. Other modules
// import only this file (eslint.config.js).
export { isOwnUrl, loopbackOrigin, shopperOriginOf, storePublicBase } from './own-origins.ts';
export { type StoreCommerceSettings, findStoreCommerceSettings, findStoreHabits } from './store-settings.repository.ts';
export { findStoreByDomain, findStoreByFriendlyId, findStoreOrgId, listStoreDomains } from './stores.repository.ts';
export {
  type StoreRecord,
  normaliseDomain,
  toOrgLookup,
  toPaymentConfig,
  toPolicies,
  toWebStoreConfig,
} from './stores.service.ts';
