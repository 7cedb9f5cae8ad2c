/**
 * What an order may hold of a shop, apart from the schemas. A cash-on-delivery order takes its stock at
 * once and pays only at the door: without a cap, one shopper could empty a shelf with orders never meant to
 * be taken (issue 33). A store sets its own caps and wait in its import document; these are the defaults.
 */

/** Per shopper per store: COD orders not yet delivered or cancelled, and the units they hold in all. */
export const DEFAULT_COD_LIMITS = { openOrders: 3, openUnits: 50 } as const;

/**
 * Hours a placed order may wait for the shop to move it on (ship it) before it is cancelled, its stock
 * returned and any money paid refunded to the wallet. Two days covers a shop closed for a day.
 */
export const DEFAULT_ORDER_WAIT_HOURS = 48;
