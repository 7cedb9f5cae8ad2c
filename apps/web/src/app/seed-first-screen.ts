import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { searchStateFromParams } from '@haat/contract/catalogue/search-state';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { categoriesQueryOptions } from '#src/features/catalogue/api/get-categories.ts';
import { productQueryOptions } from '#src/features/catalogue/api/get-product.ts';
import { productPageQueryOptions, productPagesQueryOptions } from '#src/features/catalogue/api/get-products.ts';
import { faqsQueryOptions } from '#src/features/home/api/get-faqs.ts';
import { testimonialsQueryOptions } from '#src/features/home/api/get-testimonials.ts';
import { policiesQueryOptions } from '#src/features/policies/api/get-policies.ts';
import { productReviewsQueryOptions } from '#src/features/reviews/api/get-product-reviews.ts';
import { searchProductsQueryOptions } from '#src/features/search/api/search-products.ts';
import { announcementBarsQueryOptions } from '#src/features/store/api/get-announcement-bars.ts';
import { orgLookupQueryOptions } from '#src/features/store/api/get-org-lookup.ts';
import { webStoreConfigQueryOptions } from '#src/features/store/api/get-web-store-config.ts';
import { storeBannersQueryOptions } from '#src/features/store/api/get-store-banners.ts';

/**
 * Puts the store and what the server wrote for the screen (home's banners, the categories, a listing's first
 * page, a product, and the rest of `StoreBootstrap`) into the query cache under the keys the screens ask with, so they paint without a round trip and
 * refetch as usual once stale.
 */
export function seedFirstScreen(queryClient: QueryClient, bootstrap: StoreBootstrap): void {
  const { lookup, config } = bootstrap;
  const storeId = lookup.store.id;
  queryClient.setQueryData(
    orgLookupQueryOptions({ kind: 'friendlyId', identifier: lookup.store.friendlyId }).queryKey,
    lookup,
  );
  queryClient.setQueryData(webStoreConfigQueryOptions(storeId).queryKey, config);
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
    if (bootstrap.productReviews) {
      const { queryKey } = productReviewsQueryOptions(storeId, bootstrap.product.id);
      queryClient.setQueryData(queryKey, bootstrap.productReviews);
    }
  }
  const { announcementBars, testimonials, faqs, productPages, policies, search } = bootstrap;
  if (announcementBars) {
    queryClient.setQueryData(announcementBarsQueryOptions(storeId).queryKey, announcementBars);
  }
  if (testimonials) queryClient.setQueryData(testimonialsQueryOptions(storeId).queryKey, testimonials);
  if (faqs) queryClient.setQueryData(faqsQueryOptions(storeId).queryKey, faqs);
  for (const { categoryId, size, page } of productPages ?? []) {
    queryClient.setQueryData(productPageQueryOptions(storeId, { categoryId, page: 1, size }).queryKey, page);
  }
  if (policies) queryClient.setQueryData(policiesQueryOptions(storeId).queryKey, policies);
  if (search) {
    const state = searchStateFromParams(new URLSearchParams(search.params));
    const { queryKey } = searchProductsQueryOptions(storeId, state);
    queryClient.setQueryData(queryKey, { pages: [search.firstPage], pageParams: [1] });
  }
}
