import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleReviewSchema = lazySchema(() => import('@haat/contract/reviews/reviews.schemas'), 'consoleReviewSchema');

/** `POST …/console/reviews/{id}/hide` (it stops showing and counting) or `…/show` (it shows again). */
export function useHideReview() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { id: string; hide: boolean }) =>
      consoleRequest(scope, `/reviews/${encodeURIComponent(id)}/${hide ? 'hide' : 'show'}`, {
        method: 'POST',
        body: {},
        schema: consoleReviewSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.reviews(scope.storeId) }),
  });
}
