// The public surface of checkouts: the checkout an order is placed from. Other modules import only this file
// (eslint.config.js).
export { findOwnCheckout } from './checkouts.repository.ts';
