import { describe, expect, it } from 'vitest';
import { searchWords, sortWords, synonymPairs } from './search.service.ts';

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

describe('sortWords', () => {
  it('sets sizes, packaging and linking words apart from the words that must match', () => {
    expect(sortWords(['gaay', 'ka', 'ghee', '1', 'litre'])).toEqual({
      words: ['gaay', 'ghee'],
      looseWords: ['ka', '1', 'litre'],
    });
    expect(sortWords(['water', 'bottle'])).toEqual({ words: ['water'], looseWords: ['bottle'] });
  });

  it('makes every word count when all are loose', () => {
    expect(sortWords(['500', 'ml'])).toEqual({ words: ['500', 'ml'], looseWords: [] });
  });
});

describe('synonymPairs', () => {
  it('gives each word its dictionary synonyms, and two words side by side the word they make and its synonyms', () => {
    expect(synonymPairs(['pyaz'])).toEqual(expect.arrayContaining([['pyaz', 'onion']]));
    const pairs = synonymPairs(['kali', 'mirch']);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['kali', 'kalimirch'],
        ['mirch', 'kalimirch'],
        ['kali', 'pepper'],
        ['mirch', 'pepper'],
      ]),
    );
  });
});
