// The public surface of pricing: the pricing rules the cart, checkout, orders and subscriptions share (pure
// functions, no database). Other modules import only this file (eslint.config.js).
export { buyableQuantity, toCartItem, totalsInRupees, totalsOf } from './cart-lines.ts';
export type { ShippingRule } from './shipping-rule.ts';
export {
  type PricedCheckoutLine,
  checkoutItemsAndTotals,
  checkoutLines,
  orderMoneyOf,
  paymentMethodEnabled,
  priceCheckout,
  stockProblem,
} from './checkout-pricing.ts';
