import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import { stockNote as noteOf } from '#src/features/cart-checkout/lib/stock-note.ts';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';

/** The note as an English page shows it. */
function stockNote(available: number, inCart?: number) {
  const note = noteOf(available, inCart);
  return note && englishI18n._(note.id, note.values);
}

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

  it('says it in Hindi on a Hindi page', () => {
    const note = noteOf(3)!;
    expect(hindiI18n._(note.id, note.values)).toBe('सिर्फ़ 3 बचे हैं');
  });
});
