import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { categoriesQueryOptions } from '#src/features/catalogue/api/get-categories.ts';
import { productQueryOptions } from '#src/features/catalogue/api/get-product.ts';
import { productPagesQueryOptions } from '#src/features/catalogue/api/get-products.ts';
import { storeBannersQueryOptions } from '#src/features/store/api/get-store-banners.ts';

/**
 * Puts what the server wrote for the first screen (home's banners, the categories, a listing's first page, a
 * product) into the query cache under the keys the screens ask with, so they paint without a round trip and
 * refetch as usual once stale.
 */
export function seedFirstScreen(queryClient: QueryClient, bootstrap: StoreBootstrap): void {
  const storeId = bootstrap.lookup.store.id;
  if (bootstrap.banners) queryClient.setQueryData(storeBannersQueryOptions(storeId).queryKey, bootstrap.banners);
  if (bootstrap.categories) {
    queryClient.setQueryData(categoriesQueryOptions(storeId).queryKey, bootstrap.categories);
  }
  if (bootstrap.listing) {
    const { categoryId, firstPage } = bootstrap.listing;
    const { queryKey } = productPagesQueryOptions(storeId, { categoryId, size: CATALOGUE_PAGE_SIZE });
    queryClient.setQueryData(queryKey, { pages: [firstPage], pageParams: [1] });
  }
  if (bootstrap.product) {
    queryClient.setQueryData(productQueryOptions(storeId, bootstrap.product.id).queryKey, bootstrap.product);
  }
}
