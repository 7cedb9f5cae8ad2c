import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveReviewBody } from '@haat/contract/reviews/reviews.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { catalogueKeys } from '#src/features/catalogue/index.ts';
import { reviewsKeys } from '#src/features/reviews/api/reviews-keys.ts';

const saveReviewBodySchema = lazySchema(() => import('@haat/contract/reviews/reviews.schemas'), 'saveReviewBodySchema');
const myReviewSchema = lazySchema(() => import('@haat/contract/reviews/reviews.schemas'), 'myReviewSchema');

/** `PUT /api/products/{id}/my-review`: writes the shopper's review, or edits the one they wrote. */
export function saveReview(productId: string, review: Omit<SaveReviewBody, 'storeId'>) {
  return api.put(
    `/api/products/${encodeURIComponent(productId)}/my-review`,
    saveReviewBodySchema,
    review,
    myReviewSchema,
  );
}

/** Saves, then reads again the product's reviews and its rating (the page's header and cards show it). */
export function useSaveReview(productId: string) {
  const storeId = useStore().lookup.store.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<SaveReviewBody, 'storeId'>) => saveReview(productId, review),
    onSuccess: (saved) => queryClient.setQueryData(reviewsKeys.mine(storeId, productId), saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.product(storeId, productId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all(storeId) }),
      ]),
  });
}
