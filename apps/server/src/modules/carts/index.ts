// The public surface of carts: what other modules may do to a cart (placing an order empties it). Other modules
// import only this file (eslint.config.js).
export { clearCustomerCart } from './carts.repository.ts';
// "Reorder" (issue 40) fills the cart from an order by the cart's own ceiling.
export { refillCart, type RefilledLine } from './cart-refill.service.ts';
