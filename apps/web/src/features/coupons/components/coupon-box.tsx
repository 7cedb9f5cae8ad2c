import { useId, useState, type FormEvent } from 'react';
import { formatDate, formatRupees } from '@haat/contract/format';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { useOffers } from '#src/features/coupons/api/get-offers.ts';
import { offerWords } from '#src/features/coupons/lib/offer-words.ts';
import type { CartCoupon } from '#src/features/coupons/lib/use-cart-coupon.ts';
import './coupon-box.css';

/** The cart's coupon: a field for a code, the store's offers to pick from, and what the applied one saves. */
export function CouponBox({ coupon }: { coupon: CartCoupon }) {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const offers = useOffers();
  const [typed, setTyped] = useState('');
  const headingId = useId();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) coupon.apply(typed);
    setTyped('');
  };
  const saved = coupon.applies ? coupon.totals.couponDiscount : 0;
  return (
    <section className="coupon-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="coupon-box__title">
        {t('coupons.heading')}
      </h2>
      {coupon.code ? (
        <div className="coupon-box__applied">
          <p role="status">
            {coupon.applies ? t('coupons.applied', { code: coupon.code, amount: formatRupees(saved) }) : coupon.code}
          </p>
          <button type="button" className="text-link" onClick={coupon.remove}>
            {t('coupons.remove')}
          </button>
        </div>
      ) : (
        <form className="coupon-box__form" onSubmit={submit}>
          <label htmlFor={fieldId} className="visually-hidden">
            {t('coupons.codeLabel')}
          </label>
          <input
            id={fieldId}
            className="input coupon-box__input"
            value={typed}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('coupons.codeLabel')}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('coupons.apply')}
          </button>
        </form>
      )}
      {coupon.problem ? (
        <p className="coupon-box__problem" role="alert">
          {textOf(coupon.problem)}
        </p>
      ) : null}
      {offers.data && offers.data.offers.length > 0 ? (
        <>
          <h3 className="coupon-box__offers-title">{t('coupons.offersHeading')}</h3>
          <ul className="coupon-box__offers">
            {offers.data.offers.map((offer) => (
              <li key={offer.code} className="coupon-offer">
                <div>
                  <strong className="coupon-offer__code">{offer.code}</strong>
                  <p>
                    {offerWords(offer)
                      .map((words) => t(words.id, words.values))
                      .join(' ')}
                  </p>
                  <p className="muted">
                    {[
                      offer.firstOrderOnly ? t('coupons.firstOrderNote') : null,
                      offer.validTo ? t('coupons.validTill', { date: formatDate(offer.validTo, locale) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {offer.code === coupon.code ? null : (
                  <button type="button" className="button" onClick={() => coupon.apply(offer.code)}>
                    {t('coupons.useOffer', { code: offer.code })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
