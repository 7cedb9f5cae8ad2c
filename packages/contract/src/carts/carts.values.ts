/**
 * The cart's limits, apart from its schemas: the storefront's quantity steppers read them, where the schema
 * library is not loaded (it loads when an answer is first parsed, decision 025).
 */

/** At most this many of one variant in a cart, a checkout or an order (and never more than in stock). */
export const MAX_LINE_QUANTITY = 50;
