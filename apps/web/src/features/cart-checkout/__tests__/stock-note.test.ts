import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import { lineNotes } from '#src/features/cart-checkout/components/cart-line.tsx';
import { mostInLine, stockNote as noteOf, type Note } from '#src/features/cart-checkout/lib/stock-note.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
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

  it('says the line limit when the plus stops there, before the stock runs out', () => {
    expect(stockNote(500, MAX_LINE_QUANTITY - 1)).toBeNull();
    expect(stockNote(500, MAX_LINE_QUANTITY)).toBe(`At most ${MAX_LINE_QUANTITY} in one order`);
    expect(mostInLine(500)).toBe(MAX_LINE_QUANTITY);
    expect(mostInLine(7)).toBe(7);
  });

  it('tells a cart line at its limit why its plus stopped, and a line with room nothing', () => {
    const say = (notes: Note[]) => notes.map((note) => englishI18n._(note.id, note.values));
    expect(say(lineNotes(makeCartItem({ quantity: 12, currentAvailableQuantity: 12 })))).toEqual(['Only 12 left']);
    expect(say(lineNotes(makeCartItem({ quantity: 11, currentAvailableQuantity: 12 })))).toEqual([]);
    expect(say(lineNotes(makeCartItem({ quantity: MAX_LINE_QUANTITY, currentAvailableQuantity: 400 })))).toEqual([
      `At most ${MAX_LINE_QUANTITY} in one order`,
    ]);
  });

  it('says it in Hindi on a Hindi page', () => {
    const note = noteOf(3)!;
    expect(hindiI18n._(note.id, note.values)).toBe('सिर्फ़ 3 बचे हैं');
  });
});
