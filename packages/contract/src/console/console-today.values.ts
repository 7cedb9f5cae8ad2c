/** A pack size with this many units or fewer in stock is running out: the Today screen lists it. */
export const LOW_STOCK_UNITS = 5;
