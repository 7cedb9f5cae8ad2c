import { useQuery } from '@tanstack/react-query';
import type { ConsoleReviewFilter } from '@haat/contract/reviews/reviews.values';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleReviewPageSchema = lazySchema(
  () => import('@haat/contract/reviews/reviews.schemas'),
  'consoleReviewPageSchema',
);

/** `GET …/console/reviews?show=…&page=…`: the store's buyers' reviews, newest first. */
export function useConsoleReviews(show: ConsoleReviewFilter, page: number) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.reviewList(scope.storeId, show, page),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/reviews', { query: { show, page }, schema: consoleReviewPageSchema, signal }),
  });
}
