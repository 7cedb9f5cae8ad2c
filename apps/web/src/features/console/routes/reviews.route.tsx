import { useId, useState } from 'react';
import type { ConsoleReview } from '@haat/contract/reviews/reviews.schemas';
import { consoleReviewFilters, type ConsoleReviewFilter } from '@haat/contract/reviews/reviews.values';
import { formatDateTime } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { useConsoleReviews } from '#src/features/console/api/get-reviews.ts';
import { useHideReview } from '#src/features/console/api/hide-review.ts';

const filterLabels = {
  ALL: 'console.reviewsAll',
  SHOWN: 'console.reviewsShown',
  HIDDEN: 'console.reviewsHidden',
} as const satisfies Record<ConsoleReviewFilter, string>;

/** Buyers' reviews, newest first: any member may hide one (it stops showing and counting) or show it again. */
export default function ReviewsRoute() {
  const t = useT();
  const id = useId();
  const [show, setShow] = useState<ConsoleReviewFilter>('ALL');
  const [page, setPage] = useState(1);
  const reviews = useConsoleReviews(show, page);
  return (
    <section className="console-page">
      <h1 className="console-page__title">{t('console.reviewsTitle')}</h1>
      <div className="console-field console-field--inline">
        <label htmlFor={id}>{t('console.reviewsFilter')}</label>
        <select
          id={id}
          className="input"
          value={show}
          onChange={(event) => {
            setShow(event.target.value as ConsoleReviewFilter);
            setPage(1);
          }}
        >
          {consoleReviewFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(filterLabels[filter])}
            </option>
          ))}
        </select>
      </div>
      {reviews.data?.reviews.length === 0 ? <p className="console-empty">{t('console.noReviews')}</p> : null}
      <ul className="console-list">
        {reviews.data?.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
      {reviews.data && reviews.data.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={reviews.data.totalPages}
          onPageChange={setPage}
          label={t('console.reviewsPages')}
        />
      ) : null}
    </section>
  );
}

function ReviewCard({ review }: { review: ConsoleReview }) {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const change = useHideReview();
  const titleId = useId();
  const hidden = review.hiddenAt !== null;
  const act = async () => {
    try {
      await change.mutateAsync({ id: review.id, hide: !hidden });
      notify.success(t(hidden ? 'console.reviewWasShown' : 'console.reviewWasHidden'));
    } catch (error) {
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };
  return (
    <li className="console-card">
      <span className="console-card__row">
        <strong id={titleId}>{t('console.reviewOf', { product: review.productName, rating: review.rating })}</strong>
        <span className="console-card__muted">{formatDateTime(review.updatedAt, locale)}</span>
      </span>
      <span className="console-card__muted">{review.author ?? t('reviews.aBuyer')}</span>
      {review.text ? <span>{review.text}</span> : null}
      {review.hiddenAt ? (
        <span className="console-card__muted">
          {t('console.reviewHiddenOn', { date: formatDateTime(review.hiddenAt, locale) })}
        </span>
      ) : null}
      <span className="console-moves__buttons">
        <button
          type="button"
          className={hidden ? 'button' : 'button console-button--danger'}
          disabled={change.isPending}
          // Every card has its own Hide: the review it acts on is read out with it.
          aria-describedby={titleId}
          onClick={() => void act()}
        >
          {t(hidden ? 'console.reviewShow' : 'console.reviewHide')}
        </button>
      </span>
    </li>
  );
}
