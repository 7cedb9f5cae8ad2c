import type { PriceTotals } from '@haat/contract/carts/carts.schemas';
import { formatRupees } from '@haat/contract/format';

interface PriceSummaryProps {
  title: string;
  totals: PriceTotals;
  /** The checkout's shipping charge; left out on the cart step, where it is not known yet. */
  shippingPrice?: number;
}

/**
 * Subtotal, Tax, Discounts (coupon), shipping and Total as the server computed them. GST inside the
 * prices (INCLUSIVE lines) is part of the subtotal already, so it is named rather than added again.
 */
export function PriceSummary({ title, totals, shippingPrice }: PriceSummaryProps) {
  const shipping = shippingPrice ?? 0;
  const includedTax = Math.max(
    0,
    totals.totalPrice + totals.tax - totals.couponDiscount + shipping - totals.finalPrice,
  );
  return (
    <section className="summary" aria-label={title}>
      <h2 className="summary__title">{title}</h2>
      <dl className="summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(totals.totalPrice)}</dd>
        </div>
        <div>
          <dt>
            Tax
            {includedTax >= 0.01 ? (
              <span className="muted summary__note"> (incl. {formatRupees(includedTax)} in prices)</span>
            ) : null}
          </dt>
          <dd>{formatRupees(totals.tax)}</dd>
        </div>
        <div>
          <dt>Discounts</dt>
          <dd>{formatRupees(-totals.couponDiscount)}</dd>
        </div>
        {shippingPrice !== undefined ? (
          <div>
            <dt>Shipping</dt>
            <dd>{shippingPrice > 0 ? formatRupees(shippingPrice) : 'Free'}</dd>
          </div>
        ) : null}
        <div className="summary__total">
          <dt>Total</dt>
          <dd>{formatRupees(totals.finalPrice)}</dd>
        </div>
      </dl>
      {totals.totalDiscount > 0 ? (
        <p className="summary__savings">You save {formatRupees(totals.totalDiscount)} on MRP</p>
      ) : null}
    </section>
  );
}
