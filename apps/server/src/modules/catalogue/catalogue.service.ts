import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import type {
  Category,
  ProductDetail,
  ProductDetailQuery,
  ProductListQuery,
  ProductPage,
} from '@haat/contract/catalogue/catalogue.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { JsonBody } from '#src/json-body.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findShownProduct, listCategories, listShownProducts } from './catalogue.repository.ts';

/** Another store's ids look exactly like missing ones: both are NOT_FOUND. */
type CatalogueResult<T> = Result<T, 'NOT_FOUND'>;

/** The reads answer the database's JSON text as it is (decision 020), the store's texts in `locale` (026). */
export async function getCategories(db: Db, query: { storeId: string }, locale: Locale): Promise<JsonBody<Category[]>> {
  return listCategories(db, { storeId: query.storeId, locale });
}

export async function getProductPage(
  db: Db,
  query: ProductListQuery,
  locale: Locale,
): Promise<CatalogueResult<JsonBody<ProductPage>>> {
  const row = await listShownProducts(db, { ...query, locale, size: query.size ?? CATALOGUE_PAGE_SIZE });
  return row.categoryFound ? ok(row.body) : fail('NOT_FOUND', 'server.categoryNotFound');
}

export async function getProduct(
  db: Db,
  productId: string,
  query: ProductDetailQuery,
  locale: Locale,
): Promise<CatalogueResult<JsonBody<ProductDetail>>> {
  const body = await findShownProduct(db, { storeId: query.storeId, locale }, productId);
  return body ? ok(body) : fail('NOT_FOUND', 'server.productNotFound');
}
