import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import { translatedColumn } from '#src/db/translated.ts';

/**
 * SQL pieces shared by the catalogue and search repositories. Each endpoint answers with ONE statement,
 * and that statement writes the answer's final JSON text (decision 020): prices already in rupees, keys
 * in the contract's order, nothing left for the server to convert. The store check, the count and the
 * page (products with their variants) are sub-selects of one SELECT, so the statement count does not grow
 * with the page size.
 */

/**
 * The JSON text of `json`, compact. row_to_json writes no spaces; json_agg of rows puts ", \n " between
 * them, which can only be that: a newline inside a JSON string is always escaped.
 */
export function compactJson(json: SQL): SQL {
  return sql`replace((${json})::text, E', \\n ', ',')`;
}

/** Paise as the API's rupees: the same double as `fromPaise`, written as JavaScript would write it. */
const rupees = (paise: SQL): SQL => sql`(${paise})::float8 / 100`;

/** A products row's text in `locale` (its translation, else as written), for rows aliased `alias`. */
export function productText(alias: string, field: 'name' | 'brand' | 'description', locale: Locale): SQL {
  const p = sql.identifier(alias);
  return translatedColumn(locale, sql`${p}.translations`, field, sql`${p}.${sql.identifier(field)}`);
}

/**
 * A row named `product` holding the product as the API answers it (productSchema), variants by position,
 * for each products row aliased `alias`, its texts in `locale`. Numerics go out as float8, so 5.00 is
 * written 5, as before.
 */
export function joinProductAnswer(alias: string, locale: Locale): SQL {
  const p = sql.identifier(alias);
  return sql`CROSS JOIN LATERAL (SELECT
    ${p}.id AS "id", ${productText(alias, 'name', locale)} AS "name", ${productText(alias, 'brand', locale)} AS "brand",
    ${productText(alias, 'description', locale)} AS "description",
    ${p}.thumbnail AS "thumbnail", ${p}.is_subscribable AS "isSubscribable", ${p}.category_id AS "categoryId",
    ${p}.tax_percent::float8 AS "taxPercent", ${p}.tax_type AS "taxType", ${p}.average_rating AS "averageRating",
    ${p}.rating_count AS "ratingCount",
    coalesce((
      SELECT json_agg(variant ORDER BY v.position)
      FROM product_variants v CROSS JOIN LATERAL (SELECT
        v.id AS "variantId", v.image_paths AS "imagePathList", v.available_quantity AS "availableQuantity",
        v.weight::float8 AS "weight", v.weight_unit AS "weightUnit", ${rupees(sql`v.mrp_paise`)} AS "mrp",
        ${rupees(sql`v.selling_price_paise`)} AS "sellingPrice", v.sku AS "sku", v.is_visible AS "isVisible"
      ) variant
      WHERE v.product_id = ${p}.id AND v.store_id = ${p}.store_id
    ), '[]'::json) AS "variants"
  ) product`;
}

/**
 * The products of `page` (a sub-select of products rows) as a JSON array, in `order` (over alias `page`),
 * their texts in `locale`.
 */
export function productsJson(page: SQL, order: SQL, locale: Locale): SQL {
  return sql`coalesce((
    SELECT json_agg(product ORDER BY ${order}) FROM (${page}) page ${joinProductAnswer('page', locale)}
  ), '[]'::json)`;
}

export interface PageOf {
  page: number;
  size: number;
}

/**
 * The JSON text of a page of products (productPageSchema): `products` a JSON array, `totalCount` an int
 * expression; `more` adds columns after totalCount (search's highest price). The count's sub-select ends in
 * OFFSET 0 so the planner keeps it a sub-select, counted once, rather than copying the count into both
 * columns that read it (search counted its matches twice).
 */
export function productPageJson(of: PageOf, products: SQL, totalCount: SQL, more: SQL = sql``): SQL {
  return compactJson(sql`SELECT row_to_json(answer) FROM (
    SELECT ${products} AS "products", ${of.page}::int AS "page", ${of.size}::int AS "size",
      greatest(1, (counted.total + ${of.size}::int - 1) / ${of.size}::int) AS "totalPages",
      counted.total AS "totalCount"${more}
    FROM (SELECT (${totalCount})::int AS total OFFSET 0) counted
  ) answer`);
}

/**
 * A listing's order: what can be bought first; within each, the best sellers of the last SALES_WINDOW_DAYS,
 * then the store's own order (its import document's: staples first in a new store), then newest. Written
 * exactly as the indexes are (NULLS LAST included) so a page is read off the index without sorting the
 * store's products.
 */
export const popularInStockFirst = (alias: string): SQL => {
  const row = sql.identifier(alias);
  return sql`${row}.shown_in_stock DESC NULLS LAST, ${row}.recent_units_sold DESC NULLS LAST, ${row}.position,
    ${row}.created_at DESC NULLS LAST, ${row}.id`;
};
