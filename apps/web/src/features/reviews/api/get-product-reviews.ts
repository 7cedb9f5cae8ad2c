import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { reviewsKeys } from '#src/features/reviews/api/reviews-keys.ts';

const productReviewsSchema = lazySchema(() => import('@haat/contract/reviews/reviews.schemas'), 'productReviewsSchema');

/** `GET /api/products/{id}/reviews`: whether the store takes reviews, the rating, and the latest shown reviews. */
export function getProductReviews(productId: string, signal?: AbortSignal) {
  return api.get(`/api/products/${encodeURIComponent(productId)}/reviews`, productReviewsSchema, { signal });
}

export function productReviewsQueryOptions(storeId: string, productId: string) {
  return queryOptions({
    queryKey: reviewsKeys.product(storeId, productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
    // As the product's own: the server's HTML carries both, and a shopper's saved review asks again at once.
    staleTime: TEN_MINUTES_MS,
  });
}

export function useProductReviews(productId: string) {
  const { lookup } = useStore();
  return useQuery(productReviewsQueryOptions(lookup.store.id, productId));
}
