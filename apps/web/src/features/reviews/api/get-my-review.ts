import { useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { reviewsKeys } from '#src/features/reviews/api/reviews-keys.ts';

const myReviewSchema = lazySchema(() => import('@haat/contract/reviews/reviews.schemas'), 'myReviewSchema');

/** `GET /api/products/{id}/my-review`: whether the signed-in shopper may review it, and their review to edit. */
export function getMyReview(productId: string, signal?: AbortSignal) {
  return api.get(`/api/products/${encodeURIComponent(productId)}/my-review`, myReviewSchema, { signal });
}

/** Asked only while signed in and while the store takes reviews; a guest has no review. */
export function useMyReview(productId: string, enabled: boolean) {
  const { lookup } = useStore();
  const { isLoggedIn } = useShopper();
  return useQuery({
    queryKey: reviewsKeys.mine(lookup.store.id, productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
    enabled: enabled && isLoggedIn,
  });
}
