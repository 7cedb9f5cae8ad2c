import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import type {
  Category,
  Product,
  ProductDetailQuery,
  ProductListQuery,
  ProductPage,
} from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import type { JsonBody } from '#src/json-body.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findShownProduct, listCategories, listShownProducts } from './catalogue.repository.ts';

/** Another store's ids look exactly like missing ones: both are NOT_FOUND. */
type CatalogueResult<T> = Result<T, 'NOT_FOUND'>;

/** The reads answer the database's JSON text as it is (decision 020). */
export async function getCategories(db: Db, query: { storeId: string }): Promise<JsonBody<Category[]>> {
  return listCategories(db, query);
}

export async function getProductPage(db: Db, query: ProductListQuery): Promise<CatalogueResult<JsonBody<ProductPage>>> {
  const row = await listShownProducts(db, { ...query, size: query.size ?? CATALOGUE_PAGE_SIZE });
  return row.categoryFound ? ok(row.body) : fail('NOT_FOUND', 'server.categoryNotFound');
}

export async function getProduct(
  db: Db,
  productId: string,
  query: ProductDetailQuery,
): Promise<CatalogueResult<JsonBody<Product>>> {
  const body = await findShownProduct(db, query, productId);
  return body ? ok(body) : fail('NOT_FOUND', 'server.productNotFound');
}
