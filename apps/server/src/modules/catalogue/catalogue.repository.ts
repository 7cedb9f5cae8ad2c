import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Category, ProductDetail, ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';
import { perLocale, translatedColumn } from '#src/db/translated.ts';
import type { JsonBody } from '#src/json-body.ts';
import {
  compactJson,
  joinProductAnswer,
  popularInStockFirst,
  productPageJson,
  productsJson,
  type PageOf,
} from './product-rows.ts';

/** The store a read is about; the store-scope guard has checked that the request may read it. */
export interface StoreScope {
  storeId: string;
}

/** A read of a store's content, its texts in `locale` (decision 026). */
export interface StoreRead extends StoreScope {
  locale: Locale;
}

/** A statement's value: given, or a placeholder of a statement written once (`writtenOnce`). */
type Value = string | Placeholder;

const categoryListReads = perLocale((locale) =>
  writtenOnce(categoryListStatement({ storeId: sql.placeholder('storeId'), locale })),
);

export async function listCategories(db: Db, read: StoreRead): Promise<JsonBody<Category[]>> {
  const [row] = await selectPreparedRows<{ body: JsonBody<Category[]> }>(db, categoryListReads[read.locale], {
    storeId: read.storeId,
  });
  return row!.body;
}

/** The one statement of the category list (exported for the EXPLAIN test). */
export function categoryListStatement(read: { storeId: Value; locale: Locale }): SQL {
  const name = translatedColumn(read.locale, sql`c.translations`, 'name', sql`c.name`);
  return sql`SELECT ${compactJson(sql`coalesce((
        SELECT json_agg(category ORDER BY c.position, c.id)
        FROM categories c CROSS JOIN LATERAL (SELECT
          c.id AS "id", ${name} AS "name", c.image_path AS "imagePath", c.is_active AS "isActive",
          coalesce((
            SELECT n.shown_count FROM shown_product_counts n WHERE n.store_id = c.store_id AND n.category_key = c.id
          ), 0) AS "productCount"
        ) category
        WHERE c.store_id = ${read.storeId}
      ), '[]'::json)`)} AS "body"`;
}

export interface ProductListFilter extends StoreRead, PageOf {
  categoryId?: string | undefined;
}

export interface ProductListRow {
  categoryFound: boolean;
  body: JsonBody<ProductPage>;
}

/** Shown products, best sellers first (popularInStockFirst); ties by id so that pages never overlap. */
export async function listShownProducts(db: Db, filter: ProductListFilter): Promise<ProductListRow> {
  const [row] = await selectPreparedRows<ProductListRow>(db, productListStatement(filter));
  return row!;
}

/** The one statement of a product list page (exported for the benchmark's EXPLAIN ANALYZE). */
export function productListStatement(filter: ProductListFilter): SQL {
  const inCategory = filter.categoryId ? sql` AND p.category_id = ${filter.categoryId}` : sql``;
  const where = sql`p.store_id = ${filter.storeId} AND p.is_shown${inCategory}`;
  // The count comes from the trigger-kept counts: a few rows instead of every shown product.
  const countedCategory = filter.categoryId ? sql` AND n.category_key = ${filter.categoryId}` : sql``;
  const categoryFound = filter.categoryId
    ? sql`EXISTS (SELECT 1 FROM categories c WHERE c.id = ${filter.categoryId} AND c.store_id = ${filter.storeId})`
    : sql`true`;
  const page = sql`SELECT p.* FROM products p WHERE ${where}
    ORDER BY ${popularInStockFirst('p')} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`;
  const totalCount = sql`SELECT coalesce(sum(n.shown_count), 0) FROM shown_product_counts n
    WHERE n.store_id = ${filter.storeId}${countedCategory}`;
  return sql`SELECT ${categoryFound} AS "categoryFound",
    ${productPageJson(filter, productsJson(page, popularInStockFirst('page'), filter.locale), totalCount)} AS "body"`;
}

const productDetailReads = perLocale((locale) =>
  writtenOnce(productDetailStatement({ storeId: sql.placeholder('storeId'), locale }, sql.placeholder('productId'))),
);

/** A shown product of the store; null for anything else, which callers answer 404. */
export async function findShownProduct(
  db: Db,
  read: StoreRead,
  productId: string,
): Promise<JsonBody<ProductDetail> | null> {
  const values = { storeId: read.storeId, productId };
  const [row] = await selectPreparedRows<{ body: JsonBody<ProductDetail> }>(
    db,
    productDetailReads[read.locale],
    values,
  );
  return row?.body ?? null;
}

/** The one statement of a product page (exported for the EXPLAIN test): the product and its declarations. */
export function productDetailStatement(read: { storeId: Value; locale: Locale }, productId: Value): SQL {
  return sql`SELECT ${compactJson(sql`row_to_json(detail)`)} AS "body"
    FROM products p ${joinProductAnswer('p', read.locale)}
    CROSS JOIN LATERAL (SELECT product.*, ${declarationsJson('p')} AS "declarations") detail
    WHERE p.id = ${productId} AND p.store_id = ${read.storeId} AND p.is_shown`;
}

/**
 * A product's declarations as the contract writes them: jsonb keeps its keys in its own order and spaces its
 * text, so the answer is rebuilt key by key (decision 020); null for a product not declared yet.
 */
function declarationsJson(alias: string): SQL {
  const declarations = sql`${sql.identifier(alias)}.declarations`;
  const maker = sql`${declarations}->'maker'`;
  return sql`(SELECT row_to_json(d) FROM (SELECT
      (SELECT row_to_json(m) FROM (SELECT
        ${maker}->>'kind' AS "kind", ${maker}->>'name' AS "name", ${maker}->>'address' AS "address"
      ) m WHERE jsonb_typeof(${maker}) = 'object') AS "maker",
      ${declarations}->>'countryOfOrigin' AS "countryOfOrigin",
      ${declarations}->>'consumerCare' AS "consumerCare"
    ) d WHERE ${declarations} IS NOT NULL)`;
}
