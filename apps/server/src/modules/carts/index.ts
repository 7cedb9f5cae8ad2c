// The public surface of carts: what other modules may do to a cart (placing an order empties it). Other modules
// import only this file (eslint.config.js).
export { clearCustomerCart } from './carts.repository.ts';
