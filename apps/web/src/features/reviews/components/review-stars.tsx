import { useT } from '#src/lib/i18n.tsx';

/** Whole stars for a rating (rounded), read out as '4 out of 5 stars'. */
export function ReviewStars({ rating, label }: { rating: number; label?: string }) {
  const t = useT();
  const filled = Math.round(rating);
  return (
    <span className="review-stars" role="img" aria-label={label ?? t('reviews.stars', { rating })}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < filled ? 'review-stars__on' : 'review-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
