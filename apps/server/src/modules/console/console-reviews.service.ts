import type { ConsoleReview } from '@haat/contract/reviews/reviews.schemas';
import type { Db } from '#src/db/connect.ts';
import { consoleReview, lockStoreReview, setReviewHiddenAt } from '#src/modules/reviews/index.ts';
import { refuse, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';

/**
 * The shop hides a review (it no longer shows nor counts in its product's rating) or shows it again, in one
 * transaction with the audit line. A member acts from the console; the operator's command line has no member
 * (`staffId` null). Hiding a hidden review changes nothing and writes no line.
 */
export async function setReviewHidden(
  db: Db,
  actor: { storeId: string; staffId: string | null },
  reviewId: string,
  hide: boolean,
): Promise<Result<ConsoleReview, 'NOT_FOUND'>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const review = await lockStoreReview(tx, actor.storeId, reviewId);
      if (!review) refuse('NOT_FOUND', 'reviews.notFound');
      if ((review.hiddenAt !== null) === hide) return consoleReview(review);
      const hiddenAt = hide ? new Date() : null;
      await setReviewHiddenAt(tx, actor.storeId, reviewId, { hiddenAt, hiddenByStaffId: hide ? actor.staffId : null });
      await recordConsoleAction(tx, {
        storeId: actor.storeId,
        staffId: actor.staffId,
        action: hide ? 'REVIEW_HIDDEN' : 'REVIEW_SHOWN',
        targetType: 'REVIEW',
        targetId: reviewId,
        before: { hidden: !hide },
        after: { hidden: hide },
      });
      return consoleReview({ ...review, hiddenAt });
    }),
  );
}
