import '#src/features/reviews/components/reviews.css';
import type { PublicReview } from '@haat/contract/reviews/reviews.schemas';
import { formatCount, formatDate } from '@haat/contract/format';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { useMyReview } from '#src/features/reviews/api/get-my-review.ts';
import { useProductReviews } from '#src/features/reviews/api/get-product-reviews.ts';
import { ReviewForm } from '#src/features/reviews/components/review-form.tsx';
import { ReviewStars } from '#src/features/reviews/components/review-stars.tsx';

/**
 * A product's ratings and reviews (issue 40): its average and count, the signed-in buyer's form (their
 * review to edit once written), and the latest shown reviews. Nothing for a store that takes no reviews.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  // The server's HTML carries the reviews (the page's bootstrap), so hydration asks for nothing.
  const reviews = useProductReviews(productId);
  const enabled = reviews.data?.enabled === true;
  const mine = useMyReview(productId, enabled);
  if (!reviews.data || !enabled) return null;
  const { averageRating, ratingCount, reviews: latest } = reviews.data;
  const canWrite = mine.data?.canReview === true || mine.data?.review != null;
  return (
    <section className="product-reviews container" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{t('reviews.title')}</h2>
      <div className="product-reviews__summary">
        {ratingCount > 0 ? (
          <>
            <span className="product-reviews__average">{averageRating.toFixed(1)}</span>
            <span className="product-reviews__out-of">
              <ReviewStars rating={averageRating} label={t('common.rated', { rating: averageRating.toFixed(1) })} />
              <span className="muted">{t('reviews.basedOn', { count: formatCount(ratingCount) })}</span>
            </span>
          </>
        ) : (
          <span className="muted">{t('reviews.basedOn', { count: 0 })}</span>
        )}
      </div>
      {canWrite && mine.data ? <ReviewForm productId={productId} mine={mine.data.review} /> : null}
      {latest.length === 0 ? (
        <p className="muted">{t('reviews.none')}</p>
      ) : (
        <ul className="product-reviews__list">
          {latest.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="product-review">
      <ReviewStars rating={review.rating} />
      <p className="product-review__by">
        <strong>{review.author ?? t('reviews.aBuyer')}</strong>
        <span className="product-review__badge">{t('reviews.verifiedBuyer')}</span>
        <span className="muted">{formatDate(review.updatedAt, locale)}</span>
      </p>
      {review.text ? <p className="product-review__text">{review.text}</p> : null}
    </li>
  );
}
