import { formatRupees } from '@haat/contract/format';
import type { SubscriptionSummary } from '#src/features/subscription-setup/lib/subscription-summary.ts';

/** Subtotal, Tax (always 0), Savings and Total of one delivery, 2 decimals (spec §2). */
export function SubscriptionSummaryCard({ summary }: { summary: SubscriptionSummary }) {
  return (
    <section className="summary" aria-label="Summary">
      <h2 className="summary__title">Summary</h2>
      <p className="muted summary__note">Charged on every delivery</p>
      <dl className="summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(summary.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatRupees(summary.tax)}</dd>
        </div>
        <div>
          <dt>Savings</dt>
          <dd>{formatRupees(summary.savings)}</dd>
        </div>
        <div className="summary__total">
          <dt>Total</dt>
          <dd>{formatRupees(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
