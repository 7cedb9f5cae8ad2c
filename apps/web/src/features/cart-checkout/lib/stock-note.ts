import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import type { MessageId, MessageValues } from '#src/lib/i18n.tsx';

/** A note not yet put into words: shown in the page's language. */
export interface Note {
  id: MessageId;
  values?: MessageValues;
}

/**
 * What a product's cart control says about stock: "Out of stock" when none is left, "Only N left" when few
 * are, or when the shopper's quantity has reached what there is (why the plus stops); otherwise nothing.
 */
export function stockNote(available: number, inCart = 0): Note | null {
  if (available <= 0) return { id: 'cart.outOfStock' };
  if (available <= LOW_STOCK_THRESHOLD || inCart >= available)
    return { id: 'cart.onlyLeft', values: { count: available } };
  return null;
}
