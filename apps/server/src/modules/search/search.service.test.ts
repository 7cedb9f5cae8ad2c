import { describe, expect, it } from 'vitest';
import { searchWords } from './search.service.ts';

describe('searchWords', () => {
  it('keeps lower-case runs of letters and digits, once each', () => {
    expect(searchWords('Atta 5-kg! atta')).toEqual(['atta', '5', 'kg']);
    expect(searchWords("o'brien & (milk) | !")).toEqual(['o', 'brien', 'milk']);
    expect(searchWords('दूध')).toEqual(['दूध']);
  });

  it('answers no words for empty or punctuation-only text', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords(' :* <-> ')).toEqual([]);
  });

  it('bounds the number and length of words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(40);
  });
});
