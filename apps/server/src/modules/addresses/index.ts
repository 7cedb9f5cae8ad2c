// The public surface of addresses: the saved list as its own API answers it (the shopper's data export reads
// it). Other modules import only this file (eslint.config.js).
export { listOwnAddresses } from './addresses.service.ts';
