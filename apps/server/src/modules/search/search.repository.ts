import { sql, type SQL } from 'drizzle-orm';
import type { ProductSearchPage, ProductSortBy, SortOrder } from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows } from '#src/db/select-rows.ts';
import type { JsonBody } from '#src/json-body.ts';
import {
  popularInStockFirst,
  type PageOf,
  productPageJson,
  productsJson,
  productText,
  type StoreRead,
} from '#src/modules/catalogue/index.ts';

export interface ProductSearch extends StoreRead, PageOf {
  /** Lower-case words of letters and digits only (safe inside a tsquery), as typed; empty for no text search. */
  words: string[];
  /**
   * Words of size and linking ('5', 'kg', 'ka'), of the same letters: they narrow the matches to those that
   * hold them all, where any does ('atta 5' → Atta 5 kg), and are passed over where none does ('tamatar 1 kg').
   */
  looseWords?: string[] | undefined;
  /**
   * Other words for what a word means, `[word, synonym]`, of the same safe letters ('tamatar' → tomato), from
   * the built-in dictionary; the store's own groups (`stores.search_synonyms`) are added in the statement.
   */
  synonyms?: (readonly [string, string])[] | undefined;
  /** false: no typo correction, the words as typed only ("Search instead for …"). */
  correctTypos?: boolean | undefined;
  isSubscribable?: boolean | undefined;
  categoryIds?: string[] | undefined;
  minSellingPricePaise?: number | undefined;
  maxSellingPricePaise?: number | undefined;
  minAverageRating?: number | undefined;
  /** Absent: by relevance with words, newest first without. */
  sortBy?: ProductSortBy | undefined;
  sortOrder: SortOrder;
}

/** Alternatives per word tried against the store's dictionary: enough for typos, small for the planner. */
const SIMILAR_TERMS_PER_WORD = 5;
/**
 * How alike a correction must be to the word typed (pg_trgm similarity, 0–1). The index finds candidates
 * above pg_trgm's 0.3; above this floor 'panner' → paneer (0.40) and 'sugr' → sugar (0.375) stay while
 * 'paneer' → pants (0.30) does not.
 */
const SIMILARITY_FLOOR = 0.35;
/**
 * A word that begins at most this many of the store's dictionary words matches them as exact lexemes;
 * one that begins more ('a', 's') matches as a prefix. For the GIN index an exact lexeme is a posting-list
 * lookup, a prefix a walk over every entry it begins that builds a bitmap of their rows (a frequent word
 * like a brand cost 0.3 ms more on 50,000 products); checking a row against many exact lexemes costs more
 * than one prefix.
 */
const MAX_COMPLETIONS_PER_WORD = 10;
/**
 * Added to the name's match when the name ends on the thing asked for, above every other kind of match:
 * 'aloo' is Potato before Aloo Bhujia, 'milk' Toned Milk before Milk Bread and Dairy Milk Silk.
 */
const NAMES_THE_THING = 20;
/**
 * Added when the name ends on the thing and the other words name the brand ('gokul milk', 'amul butter'):
 * above a match of the words in the name (2 × nameMatch) except as typed ('dairy milk' is Dairy Milk Silk).
 */
const BRAND_NAMES_THE_THING = 7;

/**
 * The tsqueries of the shopper's words, in a CTE named `matcher`. Each word matches as a prefix ('atta' →
 * atta:*), as one of its synonyms the store has ('tamatar' → tomato, whole words only; from the dictionary or
 * the store's own `search_synonyms`, which only this store's searches read), or, only when it has
 * neither, as one of the store's dictionary words most similar to it by trigram similarity ('panner' →
 * paneer, above SIMILARITY_FLOOR). Every word that has an alternative must match (AND); a word with none is
 * ignored.
 * - `query` matches name, brand or category name: it selects the products;
 * - `typed_exact` (the words as typed, whole in the name), `name_exact` (or their corrections), `in_name`
 *   (also as prefixes) and `synonym_in_name` rank them, in that order: a word's own meaning wins.
 * The dictionary holds every lexeme of the store's products (decision 004), so a prefix is written as the
 * dictionary words it begins (`completion`) when they are few: the same matches, found faster. The word as
 * typed (`typed`) is then only a ranking alternative; with many completions it stays the prefix.
 * Words and synonyms are letters and digits only and dictionary words never hold a quote or backslash (the
 * trigger keeps them out), so quoting them makes valid tsquery text.
 */
/** What the matcher reads of a search: the suggestions (search-suggestions.repository.ts) share it. */
export type MatcherInput = Pick<ProductSearch, 'storeId' | 'words' | 'looseWords' | 'synonyms' | 'correctTypos'>;

export function matcherCte(search: MatcherInput): SQL {
  const { storeId, words } = search;
  const synonyms = search.synonyms ?? [];
  const correctTypos = search.correctTypos ?? true;
  return sql`WITH words AS (
      SELECT DISTINCT word FROM unnest(string_to_array(${words.join(' ')}, ' ')) AS word
    ),
    loose_terms AS (
      SELECT DISTINCT t.term FROM unnest(string_to_array(${(search.looseWords ?? []).join(' ')}, ' ')) AS w(word)
      JOIN search_terms t ON t.store_id = ${storeId} AND t.term = w.word
    ),
    completions AS (
      SELECT words.word, t.term, count(*) OVER (PARTITION BY words.word) AS how_many
      FROM words JOIN search_terms t ON t.store_id = ${storeId} AND starts_with(t.term, words.word)
    ),
    store_synonyms AS (
      SELECT words.word, other.synonym
      FROM words JOIN stores st ON st.id = ${storeId}
      CROSS JOIN LATERAL jsonb_array_elements(st.search_synonyms) AS g(grp)
      CROSS JOIN LATERAL jsonb_array_elements_text(g.grp) AS other(synonym)
      WHERE g.grp ? words.word AND other.synonym <> words.word
    ),
    synonym_terms AS (
      SELECT DISTINCT s.word, t.term
      FROM (
        SELECT * FROM unnest(
          string_to_array(${synonyms.map(([word]) => word).join(' ')}, ' '),
          string_to_array(${synonyms.map(([, synonym]) => synonym).join(' ')}, ' ')
        ) AS dictionary(word, synonym)
        UNION ALL SELECT * FROM store_synonyms
      ) s
      JOIN search_terms t ON t.store_id = ${storeId} AND t.term = s.synonym
    ),
    alternatives AS (
      SELECT DISTINCT word, '''' || word || '''' AS lexeme, 'typed' AS kind,
        how_many > ${MAX_COMPLETIONS_PER_WORD} AS prefix
      FROM completions
      UNION ALL
      SELECT word, '''' || term || '''', 'completion', false FROM completions
      WHERE how_many <= ${MAX_COMPLETIONS_PER_WORD}
      UNION ALL
      SELECT word, '''' || term || '''', 'synonym', false FROM synonym_terms
      UNION ALL
      SELECT words.word, '''' || similar_term.term || '''', 'similar', false FROM words CROSS JOIN LATERAL (
        SELECT t.term FROM search_terms t
        WHERE t.store_id = ${storeId} AND t.term % words.word
          AND similarity(t.term, words.word) >= ${SIMILARITY_FLOOR}
        ORDER BY similarity(t.term, words.word) DESC, t.term
        LIMIT ${SIMILAR_TERMS_PER_WORD}
      ) similar_term
      WHERE ${correctTypos}::boolean AND NOT EXISTS (SELECT 1 FROM completions c WHERE c.word = words.word)
        AND NOT EXISTS (SELECT 1 FROM synonym_terms s WHERE s.word = words.word)
    ),
    word_queries AS (
      SELECT
        '(' || string_agg(lexeme || CASE WHEN prefix THEN ':*' ELSE '' END, ' | ')
          FILTER (WHERE kind <> 'typed' OR prefix) || ')' AS anywhere,
        '(' || string_agg(lexeme || ':A', ' | ') FILTER (WHERE kind = 'typed') || ')' AS typed_exact,
        '(' || string_agg(lexeme || ':A', ' | ') FILTER (WHERE kind IN ('typed', 'similar')) || ')' AS name_exact,
        '(' || string_agg(lexeme || ':A', ' | ') FILTER (WHERE kind IN ('typed', 'similar', 'synonym'))
          || ')' AS meant_in_name,
        '(' || string_agg(lexeme || CASE WHEN prefix THEN ':*A' ELSE ':A' END, ' | ')
          FILTER (WHERE kind <> 'typed' OR prefix) || ')' AS in_name,
        '(' || string_agg(lexeme || CASE WHEN prefix THEN ':*AB' ELSE ':AB' END, ' | ')
          FILTER (WHERE kind <> 'typed' OR prefix) || ')' AS in_name_or_brand
      FROM alternatives GROUP BY word
    ),
    matcher AS (
      SELECT string_agg(anywhere, ' & ')::tsquery AS query,
        string_agg(typed_exact, ' & ')::tsquery AS typed_exact,
        string_agg(name_exact, ' & ')::tsquery AS name_exact,
        string_agg(meant_in_name, ' & ')::tsquery AS meant_in_name,
        string_agg(in_name, ' & ')::tsquery AS in_name,
        string_agg(in_name_or_brand, ' & ')::tsquery AS in_name_or_brand,
        (SELECT string_agg('''' || term || '''', ' & ')::tsquery FROM loose_terms) AS loose,
        (SELECT array_agg(form) FROM alternatives,
            unnest(ARRAY[btrim(lexeme, ''''), btrim(lexeme, '''') || 's', btrim(lexeme, '''') || 'es']) AS form
          WHERE word = ${words.at(-1) ?? ''} AND kind <> 'completion') AS things
      FROM word_queries
    )
    `;
}

function filters(search: ProductSearch): SQL {
  const conditions: SQL[] = [sql`p.store_id = ${search.storeId}`, sql`p.is_shown`];
  if (search.words.length > 0) conditions.push(sql`p.search_vector @@ (SELECT query FROM matcher)`);
  if (search.isSubscribable !== undefined) conditions.push(sql`p.is_subscribable = ${search.isSubscribable}`);
  if (search.categoryIds?.length) {
    const ids = sql.join(
      search.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`p.category_id IN (${ids})`);
  }
  if (search.minSellingPricePaise !== undefined) {
    conditions.push(sql`p.shown_selling_price_paise >= ${search.minSellingPricePaise}`);
  }
  if (search.maxSellingPricePaise !== undefined) {
    conditions.push(sql`p.shown_selling_price_paise <= ${search.maxSellingPricePaise}`);
  }
  if (search.minAverageRating !== undefined) conditions.push(sql`p.average_rating >= ${search.minAverageRating}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * How well a product's name says what was meant: 4 when it holds the words as typed, 3 when it holds them or
 * their corrections, 2 when it holds them, their corrections or their synonyms, all as whole words; 1 when it
 * holds them at least as prefixes, 0 when some are only in the brand, -1 when some only in the category. A synonym ranks above a longer word the
 * typed one begins ('makhan' is butter before it is makhana). Cheap: a few tsquery checks per matching row,
 * where ts_rank and trigram similarity cost ~10 µs a row and a broad word matches thousands of rows.
 */
export function nameMatch(): SQL {
  return sql`CASE
      WHEN p.search_vector @@ (SELECT typed_exact FROM matcher) THEN 4
      WHEN p.search_vector @@ (SELECT name_exact FROM matcher) THEN 3
      WHEN p.search_vector @@ (SELECT meant_in_name FROM matcher) THEN 2
      WHEN p.search_vector @@ (SELECT in_name FROM matcher) THEN 1
      WHEN p.search_vector @@ (SELECT in_name_or_brand FROM matcher) THEN 0
      ELSE -1
    END`;
}

/**
 * ORDER BY for products rows aliased `alias`: what can be bought first, then the shopper's order (by
 * relevance: the best match first, then what can be bought); every order ends in id, so pages never overlap. `name` is the name the shopper reads (in the search's language).
 */
function ordering(search: ProductSearch, alias: string, relevanceColumn: SQL, name: SQL): SQL {
  const row = sql.identifier(alias);
  const direction = sql.raw(search.sortOrder === 'DESC' ? 'DESC' : 'ASC');
  const reversed = sql.raw(search.sortOrder === 'DESC' ? 'ASC' : 'DESC');
  const inStockFirst = sql`${row}.shown_in_stock DESC NULLS LAST`;
  switch (search.sortBy) {
    case 'name':
      return sql`${inStockFirst}, ${name} ${direction}, ${row}.id`;
    case 'sellingPrice':
      return sql`${inStockFirst}, ${row}.shown_selling_price_paise ${direction}, ${row}.id`;
    case 'averageRating':
      return sql`${inStockFirst}, ${row}.average_rating ${direction}, ${row}.id`;
    case 'newest':
      // "Newest" ascending reads as newest first.
      return sql`${inStockFirst}, ${row}.created_at ${reversed}, ${row}.id`;
    default:
      // Among equally relevant products, what can be bought and what sells (decision 042); the shortest
      // name is the one with least besides the words.
      return search.words.length > 0
        ? sql`${relevanceColumn} DESC, ${inStockFirst}, ${row}.recent_units_sold DESC, length(${name}), ${name}, ${row}.id`
        : popularInStockFirst(alias);
  }
}

/** The search page's JSON text (productSearchPageSchema). */
export async function searchShownProducts(db: Db, search: ProductSearch): Promise<JsonBody<ProductSearchPage>> {
  const [row] = await selectPreparedRows<{ body: JsonBody<ProductSearchPage> }>(db, productSearchStatement(search));
  return row!.body;
}

/**
 * The store's highest shown selling price in rupees (0 with none), whatever the filters: the last entry of
 * each stock half of the price index (store, in stock, price), so two index probes rather than a walk over
 * the store.
 */
function highestShownPrice(storeId: string): SQL {
  const highest = (inStock: boolean) =>
    sql`(SELECT max(p.shown_selling_price_paise) FROM products p
      WHERE p.store_id = ${storeId} AND p.is_shown AND p.shown_in_stock = ${inStock})`;
  return sql`, coalesce(GREATEST(${highest(true)}, ${highest(false)}), 0)::float8 / 100 AS "highestSellingPrice"`;
}

/** The one statement of a search (exported for the benchmark's EXPLAIN ANALYZE). */
export function productSearchStatement(search: ProductSearch): SQL {
  return search.words.length > 0 ? textSearchStatement(search) : filterSearchStatement(search);
}

const offsetOf = (search: ProductSearch) => (search.page - 1) * search.size;

/**
 * The words searched for when a typo was corrected (productSearchPageSchema's `correctedQuery`), in the
 * order typed: each corrected word as its most similar term, words that matched nothing left out; NULL
 * when no word was corrected or nothing matched. Reads the matcher's `alternatives` and the `matched` rows.
 */
function correctedQuery(words: string[]): SQL {
  return sql`(SELECT string_agg(coalesce(fix.term, typed.word), ' ' ORDER BY typed.n)
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS typed(word, n)
      LEFT JOIN LATERAL (
        SELECT btrim(a.lexeme, '''') AS term FROM alternatives a WHERE a.word = typed.word AND a.kind = 'similar'
        ORDER BY similarity(btrim(a.lexeme, ''''), a.word) DESC, a.lexeme LIMIT 1
      ) fix ON true
      WHERE EXISTS (SELECT 1 FROM alternatives a WHERE a.word = typed.word)
      HAVING bool_or(fix.term IS NOT NULL) AND EXISTS (SELECT 1 FROM matched))`;
}

/**
 * With words, the matches (at most a few thousand even for a broad word) are found once through the
 * tsvector index into a materialized CTE, which is counted and paged: the index is read once, not twice.
 * `shown_name` is the name in the search's language, which ranks and sorts.
 */
function textSearchStatement(search: ProductSearch): SQL {
  const page = sql`SELECT p.*, m.relevance, m.shown_name FROM (
      SELECT * FROM matched m
      ORDER BY ${ordering(search, 'm', sql`m.relevance`, sql`m.shown_name`)}
      LIMIT ${search.size} OFFSET ${offsetOf(search)}
    ) m JOIN products p ON p.id = m.id`;
  const products = productsJson(
    page,
    ordering(search, 'page', sql`page.relevance`, sql`page.shown_name`),
    search.locale,
  );
  const more = sql`${highestShownPrice(search.storeId)}, ${correctedQuery(search.words)} AS "correctedQuery"`;
  return sql`${matcherCte(search)},
    matched AS MATERIALIZED (
      SELECT f.*, 2 * greatest(f.name_match, 0) + CASE
          WHEN f.name_match < 0 OR NOT f.names_the_thing THEN 0
          WHEN f.name_match > 0 THEN ${NAMES_THE_THING}
          ELSE ${BRAND_NAMES_THE_THING}
        END AS relevance
      FROM (
        SELECT p.id, ${productText('p', 'name', search.locale)} AS shown_name, p.created_at,
          p.shown_selling_price_paise, p.shown_in_stock, p.average_rating, p.recent_units_sold,
          ${nameMatch()} AS name_match,
          -- The thing its name ends on (products.name_things) is what the last word means, plural or not.
          coalesce(p.name_things && (SELECT things FROM matcher), false) AS names_the_thing
        FROM products p WHERE ${filters(search)}${looseWordsHeld(search)}
      ) f
    )
    SELECT ${productPageJson(search, products, sql`SELECT count(*) FROM matched`, more)} AS "body"`;
}

/**
 * With loose words, the products that hold them all where any product of the store with the other words
 * does (an index probe, once); without, nothing to add.
 */
function looseWordsHeld(search: ProductSearch): SQL {
  if (!search.looseWords?.length) return sql``;
  return sql` AND (p.search_vector @@ (SELECT loose FROM matcher) OR NOT EXISTS (
      SELECT 1 FROM products q WHERE q.store_id = ${search.storeId} AND q.is_shown
        AND q.search_vector @@ ((SELECT query FROM matcher) && (SELECT loose FROM matcher))
    ))`;
}

/**
 * Without words the matches can be the whole store: the count reads the filters' indexes and the page
 * walks the sort order's index, each without materializing the other's rows.
 */
function filterSearchStatement(search: ProductSearch): SQL {
  const where = filters(search);
  const shownName = (alias: string) => productText(alias, 'name', search.locale);
  const page = sql`SELECT p.* FROM products p WHERE ${where}
    ORDER BY ${ordering(search, 'p', sql`0`, shownName('p'))} LIMIT ${search.size} OFFSET ${offsetOf(search)}`;
  const products = productsJson(page, ordering(search, 'page', sql`0`, shownName('page')), search.locale);
  const totalCount = sql`SELECT count(*) FROM products p WHERE ${where}`;
  const more = sql`${highestShownPrice(search.storeId)}, NULL::text AS "correctedQuery"`;
  return sql`SELECT ${productPageJson(search, products, totalCount, more)} AS "body"`;
}
