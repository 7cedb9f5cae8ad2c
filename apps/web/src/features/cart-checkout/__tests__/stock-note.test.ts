import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import { stockNote } from '#src/features/cart-checkout/lib/stock-note.ts';

describe('stockNote', () => {
  it('says out of stock, few left, or nothing', () => {
    expect(stockNote(0)).toBe('Out of stock');
    expect(stockNote(-2)).toBe('Out of stock');
    expect(stockNote(3)).toBe('Only 3 left');
    expect(stockNote(LOW_STOCK_THRESHOLD)).toBe(`Only ${LOW_STOCK_THRESHOLD} left`);
    expect(stockNote(LOW_STOCK_THRESHOLD + 1)).toBeNull();
  });

  it('says why the plus stops once the cart holds what there is', () => {
    expect(stockNote(12, 11)).toBeNull();
    expect(stockNote(12, 12)).toBe('Only 12 left');
  });
});
