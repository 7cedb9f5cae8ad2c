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

/** `[word, synonym]` for each of the word's synonyms: what the matcher takes (search and suggestions). */
export const synonymPairsOf = (word: string): (readonly [string, string])[] =>
  synonymsOf(word).map((synonym) => [word, synonym] as const);

const dictionaryWords = [...synonyms.keys()].sort();

/**
 * The dictionary's words that begin with `prefix`, at most `limit`, shortest first ('tama' → tamatar): what
 * the search box suggests while a Hinglish word is being typed.
 */
export function dictionaryWordsBeginning(prefix: string, limit: number): string[] {
  const start = normalWord(prefix);
  let low = 0;
  let high = dictionaryWords.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dictionaryWords[middle]! < start) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < dictionaryWords.length && dictionaryWords[at]!.startsWith(start); at += 1) {
    found.push(dictionaryWords[at]!);
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
}
