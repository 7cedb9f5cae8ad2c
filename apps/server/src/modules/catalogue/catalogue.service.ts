import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { pageCount } from '@haat/contract/common/pagination';
import type {
  Category,
  Product,
  ProductDetailQuery,
  ProductListQuery,
  ProductPage,
} from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findShownProduct, listCategories, listShownProducts } from './catalogue.repository.ts';
import { toProduct, type ProductRow } from './product-rows.ts';

/** Another store's ids look exactly like missing ones: both are NOT_FOUND. */
type CatalogueResult<T> = Result<T, 'NOT_FOUND'>;

export async function getCategories(db: Db, query: { storeId: string }): Promise<Category[]> {
  return listCategories(db, query);
}

export async function getProductPage(db: Db, query: ProductListQuery): Promise<CatalogueResult<ProductPage>> {
  const size = query.size ?? CATALOGUE_PAGE_SIZE;
  const row = await listShownProducts(db, { ...query, limit: size, offset: (query.page - 1) * size });
  if (!row.categoryFound) return fail('NOT_FOUND', 'Category not found');
  return ok(toProductPage(row.products, row.totalCount, query.page, size));
}

export async function getProduct(
  db: Db,
  productId: string,
  query: ProductDetailQuery,
): Promise<CatalogueResult<Product>> {
  const row = await findShownProduct(db, query, productId);
  return row ? ok(toProduct(row)) : fail('NOT_FOUND', 'Product not found');
}

/** The paged answer of the product list and of search. */
export function toProductPage(rows: ProductRow[], totalCount: number, page: number, size: number): ProductPage {
  return { products: rows.map(toProduct), page, size, totalPages: pageCount(totalCount, size), totalCount };
}
