import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import type { MessageId, MessageValues } from '#src/lib/i18n.tsx';

/** A note not yet put into words: shown in the page's language. */
export interface Note {
  id: MessageId;
  values?: MessageValues;
}

/** The most of a pack one order line may hold: what is in stock, and never above the line limit. */
export const mostInLine = (available: number): number => Math.min(available, MAX_LINE_QUANTITY);

/**
 * What a product's cart control says about stock: "Out of stock" when none is left, "Only N left" when few
 * are, or when the shopper's quantity has reached what there is, and the line limit when that is reached
 * first: whenever the plus stops, it says why. Otherwise nothing.
 */
export function stockNote(available: number, inCart = 0): Note | null {
  if (available <= 0) return { id: 'cart.outOfStock' };
  if (available <= LOW_STOCK_THRESHOLD || inCart >= available)
    return { id: 'cart.onlyLeft', values: { count: available } };
  if (inCart >= MAX_LINE_QUANTITY) return { id: 'cart.lineLimit', values: { limit: MAX_LINE_QUANTITY } };
  return null;
}
