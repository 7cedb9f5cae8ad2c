import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Category, Product, ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';
import type { JsonBody } from '#src/json-body.ts';
import {
  compactJson,
  joinProductAnswer,
  newestInStockFirst,
  productPageJson,
  productsJson,
  type PageOf,
} from './product-rows.ts';

/** The store a read is about; the store-scope guard has checked that the request may read it. */
export interface StoreScope {
  storeId: string;
}

/** A statement's value: given, or a placeholder of a statement written once (`writtenOnce`). */
type Value = string | Placeholder;

const categoryListRead = writtenOnce(categoryListStatement({ storeId: sql.placeholder('storeId') }));

export async function listCategories(db: Db, scope: StoreScope): Promise<JsonBody<Category[]>> {
  const [row] = await selectPreparedRows<{ body: JsonBody<Category[]> }>(db, categoryListRead, {
    storeId: scope.storeId,
  });
  return row!.body;
}

/** The one statement of the category list (exported for the EXPLAIN test). */
export function categoryListStatement(scope: { storeId: Value }): SQL {
  return sql`SELECT ${compactJson(sql`coalesce((
        SELECT json_agg(category ORDER BY c.position, c.id)
        FROM categories c CROSS JOIN LATERAL (SELECT
          c.id AS "id", c.name AS "name", c.image_path AS "imagePath", c.is_active AS "isActive",
          coalesce((
            SELECT n.shown_count FROM shown_product_counts n WHERE n.store_id = c.store_id AND n.category_key = c.id
          ), 0) AS "productCount"
        ) category
        WHERE c.store_id = ${scope.storeId}
      ), '[]'::json)`)} AS "body"`;
}

export interface ProductListFilter extends StoreScope, PageOf {
  categoryId?: string | undefined;
}

export interface ProductListRow {
  categoryFound: boolean;
  body: JsonBody<ProductPage>;
}

/** Shown products, newest first; ties by id so that pages never overlap (a bulk import shares one time). */
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
    ORDER BY ${newestInStockFirst('p')} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`;
  const totalCount = sql`SELECT coalesce(sum(n.shown_count), 0) FROM shown_product_counts n
    WHERE n.store_id = ${filter.storeId}${countedCategory}`;
  return sql`SELECT ${categoryFound} AS "categoryFound",
    ${productPageJson(filter, productsJson(page, newestInStockFirst('page')), totalCount)} AS "body"`;
}

const productDetailRead = writtenOnce(
  productDetailStatement({ storeId: sql.placeholder('storeId') }, sql.placeholder('productId')),
);

/** A shown product of the store; null for anything else, which callers answer 404. */
export async function findShownProduct(
  db: Db,
  scope: StoreScope,
  productId: string,
): Promise<JsonBody<Product> | null> {
  const values = { storeId: scope.storeId, productId };
  const [row] = await selectPreparedRows<{ body: JsonBody<Product> }>(db, productDetailRead, values);
  return row?.body ?? null;
}

/** The one statement of a product page (exported for the EXPLAIN test). */
export function productDetailStatement(scope: { storeId: Value }, productId: Value): SQL {
  return sql`SELECT ${compactJson(sql`row_to_json(product)`)} AS "body"
    FROM products p ${joinProductAnswer('p')}
    WHERE p.id = ${productId} AND p.store_id = ${scope.storeId} AND p.is_shown`;
}
