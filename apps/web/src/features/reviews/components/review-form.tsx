import { useId, useState, type FormEvent } from 'react';
import type { MyReview } from '@haat/contract/reviews/reviews.schemas';
import { holdsMarkup, REVIEW_MAX_LENGTH } from '@haat/contract/reviews/reviews.values';
import type { MessageId } from '@haat/contract/i18n/translate';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useSaveReview } from '#src/features/reviews/api/save-review.ts';

/** The words' first problem, as the server would name it, checked as the shopper types and on submit. */
function problemOf(rating: number, text: string): MessageId | null {
  if (rating < 1) return 'reviews.ratingInvalid';
  if (text.trim().length > REVIEW_MAX_LENGTH) return 'reviews.tooLong';
  if (holdsMarkup(text)) return 'reviews.noMarkup';
  return null;
}

/**
 * A buyer's rating (five star radios) and words, or their saved review to edit: one per shopper and product.
 * Markup is refused, not stripped, and the form says so before anything is sent.
 */
export function ReviewForm({ productId, mine }: { productId: string; mine: MyReview['review'] }) {
  const t = useT();
  const textOf = useTextOf();
  const id = useId();
  const save = useSaveReview(productId);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  // What the last submit found (or the server said); a change clears it, markup shows as it is typed.
  const [problem, setProblem] = useState<string | null>(null);
  const markup = holdsMarkup(text) ? t('reviews.noMarkup') : null;
  const shown = problem ?? markup;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(rating, text);
    if (found) return setProblem(t(found));
    setProblem(null);
    try {
      await save.mutateAsync({ rating, text });
      notify.success(t('reviews.saved'));
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? textOf(error.message) : t('reviews.saveFailed'));
    }
  };

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="review-form__title">{t(mine ? 'reviews.editTitle' : 'reviews.writeTitle')}</h3>
      {mine?.hidden ? <p className="review-form__hidden">{t('reviews.hiddenByShop')}</p> : null}
      <fieldset className="review-form__stars">
        <legend>{t('reviews.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={value <= rating ? 'review-form__star is-on' : 'review-form__star'}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => {
                setRating(value);
                setProblem(null);
              }}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.star', { rating: value })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="review-form__label">
        {t('reviews.yourText')}
      </label>
      <textarea
        id={`${id}-text`}
        className="input review-form__text"
        rows={4}
        value={text}
        maxLength={REVIEW_MAX_LENGTH}
        aria-describedby={`${id}-hint ${id}-left${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className="muted review-form__hint">
        {t('reviews.textHint')}
      </p>
      <p id={`${id}-left`} className="muted review-form__hint">
        {t('reviews.charactersLeft', { count: REVIEW_MAX_LENGTH - text.length })}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="review-form__error" role="alert">
          {shown}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('reviews.saving') : t(mine ? 'reviews.update' : 'reviews.submit')}
      </button>
    </form>
  );
}
