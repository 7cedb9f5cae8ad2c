import hindiEnglish from './words/hindi-english.json' with { type: 'json' };

/** The same word however it was keyed: Devanagari with a nukta comes precomposed or as two code points. */
export const normalWord = (word: string): string => word.normalize('NFC').toLowerCase();

function synonymTable(groups: string[][]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const group of groups) {
    const words = group.map(normalWord);
    for (const word of words) {
      const others = words.filter((other) => other !== word);
      table.set(word, [...new Set([...(table.get(word) ?? []), ...others])]);
    }
  }
  return table;
}

const synonyms = synonymTable(hindiEnglish.groups);

/**
 * The other words for what `word` means: 'tamatar' → tomato, टमाटर…; none for a word not in the dictionary
 * (`words/hindi-english.json`). The search matches them as whole words and ranks them below the word as typed,
 * so a word's own meaning wins ('curd' puts Fresh Curd above Dahi).
 */
export const synonymsOf = (word: string): readonly string[] => synonyms.get(normalWord(word)) ?? [];
