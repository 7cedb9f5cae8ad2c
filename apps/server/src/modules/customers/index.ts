// The public surface of customers: the profile as its own API answers it (the shopper's data export reads
// it). Other modules import only this file (eslint.config.js).
export { getOwnProfile } from './customers.service.ts';
