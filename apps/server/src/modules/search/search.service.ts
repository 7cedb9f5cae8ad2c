import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { toPaise } from '@haat/contract/format';
import type { ProductSearchPage, ProductSearchQuery } from '@haat/contract/catalogue/catalogue.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { JsonBody } from '#src/json-body.ts';
import { searchShownProducts } from './search.repository.ts';
import { normalWord, synonymPairsOf, synonymsOf } from './search-synonyms.ts';

/** More words than a shopper types; bounds the work of one search. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search text: lower-case runs of letters, marks and digits. Nothing else reaches the
 * tsquery, so no input can make it fail to parse. 'Atta 5-kg!' → ['atta', '5', 'kg'].
 */
export function searchWords(text: string | undefined): string[] {
  const words = normalWord(text ?? '').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

/**
 * Words that say how much, in what or how the others link ('5 kg', '1 litre', 'gaay ka ghee', 'water
 * bottle'): a product's name seldom holds them, so they narrow the matches only where some match has them.
 */
const LOOSE_WORDS = new Set(
  [
    ...['kg', 'kgs', 'kilo', 'g', 'gm', 'gms', 'gram', 'grams', 'gr', 'l', 'lt', 'ltr', 'litre', 'litres', 'liter'],
    ...['liters', 'ml', 'pc', 'pcs', 'piece', 'pieces', 'pack', 'packet', 'pkt', 'dozen', 'x'],
    ...['bottle', 'pouch', 'jar', 'tin', 'box'],
    ...['ka', 'ki', 'ke', 'ko', 'se', 'aur', 'wala', 'wali', 'wale', 'का', 'की', 'के', 'और', 'वाला', 'वाली'],
    ...['and', 'of', 'the', 'for', 'with', 'in'],
  ].map(normalWord),
);
const isLoose = (word: string) => LOOSE_WORDS.has(word) || /^\p{N}+$/u.test(word);

/** The words that must match and the loose ones; all must match when every word is loose ('500'). */
export function sortWords(all: string[]): { words: string[]; looseWords: string[] } {
  const words = all.filter((word) => !isLoose(word));
  return words.length > 0 ? { words, looseWords: all.filter(isLoose) } : { words: all, looseWords: [] };
}

/**
 * Each word's synonyms, and for two words side by side the word they make together and its synonyms, for
 * both: 'kit kat' finds KitKat, 'hand wash' Handwash, 'kali mirch' (kalimirch) pepper.
 */
export function synonymPairs(words: string[]): (readonly [string, string])[] {
  const pairs = words.flatMap(synonymPairsOf);
  words.slice(1).forEach((second, index) => {
    const first = words[index]!;
    const joined = first + second;
    for (const synonym of [joined, ...synonymsOf(joined)]) pairs.push([first, synonym], [second, synonym]);
  });
  return pairs;
}

/** The page's JSON text as the database writes it (decision 020), the store's texts in `locale` (026). */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
  locale: Locale,
): Promise<JsonBody<ProductSearchPage>> {
  const typed = searchWords(query.query);
  const { words, looseWords } = sortWords(typed);
  return searchShownProducts(db, {
    storeId: query.storeId,
    locale,
    words,
    looseWords,
    // A joined pair may begin with a loose word ('gram flour'); only the words that must match take synonyms.
    synonyms: synonymPairs(typed).filter(([word]) => words.includes(word)),
    correctTypos: !query.asTyped,
    isSubscribable: query.isSubscribable,
    categoryIds: query.categoryIds,
    minSellingPricePaise: query.minSellingPrice === undefined ? undefined : toPaise(query.minSellingPrice),
    maxSellingPricePaise: query.maxSellingPrice === undefined ? undefined : toPaise(query.maxSellingPrice),
    minAverageRating: query.averageRating,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    page: query.page,
    size: query.size ?? CATALOGUE_PAGE_SIZE,
  });
}
