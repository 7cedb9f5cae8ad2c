import { sql, type SQL } from 'drizzle-orm';
import type { SearchSuggestions } from '@haat/contract/catalogue/search-suggestions.schemas';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows } from '#src/db/select-rows.ts';
import { translatedColumn } from '#src/db/translated.ts';
import type { JsonBody } from '#src/json-body.ts';
import { popularInStockFirst, productText, type StoreRead } from '#src/modules/catalogue/index.ts';
import { matcherCte, nameMatch } from './search.repository.ts';

/** Products ranked for the suggestions: the best sellers among a broad prefix's matches. */
const PRODUCT_CANDIDATES = 200;

export interface SuggestionRead extends StoreRead {
  /** The search's words (search.service's searchWords), the last one as typed so far; at least one. */
  words: string[];
  /** `[word, synonym]` as the search takes them, with the last word's for dictionary words it begins. */
  synonyms: (readonly [string, string])[];
  /** Dictionary words the last word begins ('tama' → tamatar), offered when the store has what they mean. */
  spelledWords: (readonly [string, string])[];
  wordCount: number;
  categoryCount: number;
  /** 0: no products (a single letter). */
  productCount: number;
  total: number;
}

/**
 * The suggestions' JSON text (searchSuggestionsSchema), one statement. The products and categories are the
 * search's own matches for the words (matcherCte: the last word by prefix, synonym or, with neither, a
 * similar word), so a suggestion never promises what the results page would not find; products best first
 * by the search's relevance, then what sells.
 */
export function searchSuggestionsStatement(read: SuggestionRead): SQL {
  const last = read.words.at(-1)!;
  const head = read.words.slice(0, -1).join(' ');
  const categoryName = translatedColumn(read.locale, sql`c.translations`, 'name', sql`c.name`);
  const typedBefore = (word: SQL) => (head ? sql`${head}::text || ' ' || ${word}` : word);
  return sql`${matcherCte(read)},
    spelled AS (
      SELECT DISTINCT s.spelled AS term, 1 AS source, length(s.spelled) AS closeness
      FROM unnest(
        string_to_array(${read.spelledWords.map(([word]) => word).join(' ')}, ' '),
        string_to_array(${read.spelledWords.map(([, means]) => means).join(' ')}, ' ')
      ) AS s(spelled, means)
      JOIN search_terms t ON t.store_id = ${read.storeId} AND t.term = s.means
    ),
    -- The best sellers among the matches (ids only: sorting thousands of whole rows cost 20 ms), then ranked: a
    -- prefix as broad as 'pa' matches thousands of products; with fewer matches than this, all are ranked.
    product_candidates AS (
      SELECT p.id FROM products p
      WHERE p.store_id = ${read.storeId} AND p.is_shown AND p.search_vector @@ (SELECT query FROM matcher)
      ORDER BY ${popularInStockFirst('p')}
      LIMIT ${read.productCount === 0 ? 0 : PRODUCT_CANDIDATES}
    ),
    -- Each word of the best sellers among the matches, at the place of the first product holding it: the
    -- completion a shopper most likely means comes first ('pa': paneer before pants when paneer sells more).
    sold_words AS (
      SELECT w.lexeme AS term, min(c.place) AS place
      FROM (
        SELECT p.search_vector, row_number() OVER (ORDER BY ${popularInStockFirst('p')}) AS place
        FROM product_candidates pc JOIN products p ON p.id = pc.id
      ) c CROSS JOIN LATERAL unnest(c.search_vector) AS w
      GROUP BY w.lexeme
    ),
    word_choices AS (
      SELECT term, min(source) AS source, min(closeness) AS closeness FROM (
        SELECT term, source, closeness FROM spelled
        UNION ALL
        -- Words no best seller holds follow, shortest first.
        SELECT c.term, 0, coalesce(sold.place, ${PRODUCT_CANDIDATES} + length(c.term))
        FROM completions c LEFT JOIN sold_words sold ON sold.term = c.term
        WHERE c.word = ${last}
        UNION ALL
        SELECT btrim(a.lexeme, ''''), 2, -similarity(btrim(a.lexeme, ''''), a.word)
        FROM alternatives a WHERE a.word = ${last} AND a.kind = 'similar'
      ) choices WHERE term <> ${last} GROUP BY term
      ORDER BY source, closeness, term LIMIT ${read.wordCount}
    ),
    category_choices AS (
      SELECT c.id, ${categoryName} AS name, c.position FROM categories c
      WHERE c.store_id = ${read.storeId} AND c.is_active
        AND EXISTS (
          SELECT 1 FROM shown_product_counts n
          WHERE n.store_id = c.store_id AND n.category_key = c.id AND n.shown_count > 0
        )
        AND to_tsvector('simple', c.name || ' ' || catalogue_translated_texts(c.translations, 'name'))
          @@ (SELECT query FROM matcher)
      ORDER BY c.position, c.id LIMIT ${read.categoryCount}
    ),
    product_choices AS (
      SELECT p.id, ${productText('p', 'name', read.locale)} AS name, p.thumbnail,
        ${nameMatch()} AS relevance, p.shown_in_stock, p.recent_units_sold
      FROM product_candidates c JOIN products p ON p.id = c.id
      ORDER BY relevance DESC, p.shown_in_stock DESC, p.recent_units_sold DESC, length(${productText('p', 'name', read.locale)}), p.id
      LIMIT ${read.productCount}
    ),
    chosen AS (
      SELECT 1 AS part, row_number() OVER (ORDER BY source, closeness, term) AS place,
        (SELECT row_to_json(s) FROM (SELECT 'query' AS "kind", ${typedBefore(sql`term`)} AS "query") s) AS suggestion
      FROM word_choices
      UNION ALL
      SELECT 2, row_number() OVER (ORDER BY position, id),
        (SELECT row_to_json(s) FROM (SELECT 'category' AS "kind", id AS "id", name AS "name") s)
      FROM category_choices
      UNION ALL
      SELECT 3, row_number() OVER (ORDER BY relevance DESC, shown_in_stock DESC, recent_units_sold DESC, length(name), id),
        (SELECT row_to_json(s) FROM (SELECT 'product' AS "kind", id AS "id", name AS "name", thumbnail AS "thumbnail") s)
      FROM product_choices
    )
    SELECT row_to_json(answer)::text AS "body" FROM (
      SELECT ('[' || coalesce(string_agg(kept.suggestion::text, ',' ORDER BY part, place), '') || ']')::json
        AS "suggestions"
      FROM (SELECT * FROM chosen ORDER BY part, place LIMIT ${read.total}) kept
    ) answer`;
}

export async function suggestSearches(db: Db, read: SuggestionRead): Promise<JsonBody<SearchSuggestions>> {
  const [row] = await selectPreparedRows<{ body: JsonBody<SearchSuggestions> }>(db, searchSuggestionsStatement(read));
  return row!.body;
}
