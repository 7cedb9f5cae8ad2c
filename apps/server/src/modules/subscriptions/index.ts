// The public surface of subscriptions: the list as its own API answers it (the shopper's data export reads
// it). Other modules import only this file (eslint.config.js).
export { listOwnSubscriptions } from './subscriptions.service.ts';
