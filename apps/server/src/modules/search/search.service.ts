import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { toPaise } from '@haat/contract/format';
import type { ProductSearchPage, ProductSearchQuery } from '@haat/contract/catalogue/catalogue.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { JsonBody } from '#src/json-body.ts';
import { searchShownProducts } from './search.repository.ts';
import { normalWord, synonymsOf } from './search-synonyms.ts';

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

/** The page's JSON text as the database writes it (decision 020), the store's texts in `locale` (026). */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
  locale: Locale,
): Promise<JsonBody<ProductSearchPage>> {
  const words = searchWords(query.query);
  return searchShownProducts(db, {
    storeId: query.storeId,
    locale,
    words,
    synonyms: words.flatMap((word) => synonymsOf(word).map((synonym) => [word, synonym] as const)),
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
