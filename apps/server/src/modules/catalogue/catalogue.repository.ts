import { sql, type SQL } from 'drizzle-orm';
import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { newestInStockFirst, productJson, type ProductRow } from './product-rows.ts';

/** The store a read is about; the store-scope guard has checked that the request may read it. */
export interface StoreScope {
  storeId: string;
}

export async function listCategories(db: Db, scope: StoreScope): Promise<Category[]> {
  const [row] = await selectRows<{ categories: Category[] }>(db, categoryListStatement(scope));
  return row?.categories ?? [];
}

/** The one statement of the category list (exported for the EXPLAIN test). */
export function categoryListStatement(scope: StoreScope): SQL {
  return sql`SELECT coalesce((
        SELECT json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'imagePath', c.image_path, 'isActive', c.is_active,
          'productCount', coalesce((
            SELECT n.shown_count FROM shown_product_counts n WHERE n.store_id = c.store_id AND n.category_key = c.id
          ), 0)
        ) ORDER BY c.position, c.id)
        FROM categories c WHERE c.store_id = ${scope.storeId}
      ), '[]'::json) AS "categories"`;
}

export interface ProductListFilter extends StoreScope {
  categoryId?: string | undefined;
  limit: number;
  offset: number;
}

export interface ProductListRow {
  categoryFound: boolean;
  totalCount: number;
  products: ProductRow[];
}

/** Shown products, newest first; ties by id so that pages never overlap (a bulk import shares one time). */
export async function listShownProducts(db: Db, filter: ProductListFilter): Promise<ProductListRow> {
  const [row] = await selectRows<ProductListRow>(db, productListStatement(filter));
  return row ?? { categoryFound: false, totalCount: 0, products: [] };
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
  return sql`SELECT ${categoryFound} AS "categoryFound",
      (SELECT coalesce(sum(n.shown_count), 0)::int FROM shown_product_counts n
        WHERE n.store_id = ${filter.storeId}${countedCategory}) AS "totalCount",
      coalesce((
        SELECT json_agg(${productJson('page')} ORDER BY ${newestInStockFirst('page')})
        FROM (
          SELECT p.* FROM products p WHERE ${where}
          ORDER BY ${newestInStockFirst('p')} LIMIT ${filter.limit} OFFSET ${filter.offset}
        ) page
      ), '[]'::json) AS "products"`;
}

/** A shown product of the store; null for anything else, which callers answer 404. */
export async function findShownProduct(db: Db, scope: StoreScope, productId: string): Promise<ProductRow | null> {
  const [row] = await selectRows<{ product: ProductRow }>(db, productDetailStatement(scope, productId));
  return row?.product ?? null;
}

/** The one statement of a product page (exported for the EXPLAIN test). */
export function productDetailStatement(scope: StoreScope, productId: string): SQL {
  return sql`SELECT ${productJson('p')} AS "product" FROM products p
      WHERE p.id = ${productId} AND p.store_id = ${scope.storeId} AND p.is_shown`;
}
