import { describe, expect, it } from 'vitest';
import hindiEnglish from './words/hindi-english.json' with { type: 'json' };
import { normalWord, synonymsOf } from './search-synonyms.ts';
import { searchWords } from './search.service.ts';

describe('the Hindi–English grocery dictionary', () => {
  const words = hindiEnglish.groups.flat();

  it('holds at least 300 words', () => {
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it('holds each word once, as one lower-case word a search can take', () => {
    expect(new Set(words.map(normalWord)).size).toBe(words.length);
    for (const word of words) expect(searchWords(word), word).toEqual([normalWord(word)]);
  });
});

describe('synonymsOf', () => {
  it('gives the other words of the group, both ways and across scripts', () => {
    expect(synonymsOf('tamatar')).toEqual(expect.arrayContaining(['tomato', 'टमाटर']));
    expect(synonymsOf('tomato')).toContain('tamatar');
    expect(synonymsOf('टमाटर')).toContain('tomato');
    expect(synonymsOf('Pyaaz')).toContain('onion');
    expect(synonymsOf('tamatar')).not.toContain('tamatar');
  });

  it('reads Devanagari the same however the nukta was keyed', () => {
    const precomposed = '\u092A\u094D\u092F\u093E\u095B'; // प्याज़ with ज़ as one code point
    const combining = '\u092A\u094D\u092F\u093E\u091C\u093C'; // ज + nukta
    expect(synonymsOf(precomposed)).toContain('onion');
    expect(synonymsOf(combining)).toContain('onion');
  });

  it('gives nothing for a word not in the dictionary', () => {
    expect(synonymsOf('xqzvw')).toEqual([]);
  });
});
