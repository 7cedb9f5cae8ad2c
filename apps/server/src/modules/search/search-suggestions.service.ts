import {
  SEARCH_SUGGESTIONS_MAX,
  type SearchSuggestions,
  type SearchSuggestionsQuery,
} from '@haat/contract/catalogue/search-suggestions.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { JsonBody } from '#src/json-body.ts';
import { searchWords } from './search.service.ts';
import { suggestSearches } from './search-suggestions.repository.ts';
import { dictionaryWordsBeginning, synonymPairsOf, synonymsOf } from './search-synonyms.ts';

/** Of the eight: at most two words to search for and two categories; products fill the rest. */
const WORD_SUGGESTIONS = 2;
const CATEGORY_SUGGESTIONS = 2;
/**
 * Products are suggested from this many characters: a single letter begins a good share of a large store's
 * words, whose ranking would cost more than the box can wait for, and names no product yet.
 */
const PRODUCTS_FROM_LENGTH = 2;
/** Dictionary words tried for a partial word: 'a' begins many, and the store has only some. */
const SPELLED_WORDS_TRIED = 12;

const noSuggestions = JSON.stringify({ suggestions: [] }) as JsonBody<SearchSuggestions>;

/** The first of several spellings of one meaning ('tamatar', not 'tamater' too): one suggestion each. */
function oneSpellingEach(words: string[]): string[] {
  const meanings = new Set<string>();
  return words.filter((word) => {
    const meaning = [word, ...synonymsOf(word)].sort().join(' ');
    if (meanings.has(meaning)) return false;
    meanings.add(meaning);
    return true;
  });
}

/** What the shopper may be typing (searchSuggestionsSchema), the names in `locale`. */
export async function suggestSearchesFor(
  db: Db,
  query: SearchSuggestionsQuery,
  locale: Locale,
): Promise<JsonBody<SearchSuggestions>> {
  const words = searchWords(query.query);
  const last = words.at(-1);
  // Punctuation alone has no word to complete.
  if (last === undefined) return noSuggestions;
  const spelled = oneSpellingEach(dictionaryWordsBeginning(last, SPELLED_WORDS_TRIED));
  // The last word also means what the dictionary words it begins mean: 'tama' finds tomatoes.
  const lastMeans = spelled.flatMap((word) => [
    [last, word] as const,
    ...synonymPairsOf(word).map(([, s]) => [last, s] as const),
  ]);
  return suggestSearches(db, {
    storeId: query.storeId,
    locale,
    words,
    synonyms: [...words.flatMap(synonymPairsOf), ...lastMeans],
    spelledWords: spelled.flatMap(synonymPairsOf),
    wordCount: WORD_SUGGESTIONS,
    categoryCount: CATEGORY_SUGGESTIONS,
    total: SEARCH_SUGGESTIONS_MAX,
    productCount: words.join('').length >= PRODUCTS_FROM_LENGTH ? SEARCH_SUGGESTIONS_MAX : 0,
  });
}
