import {
  subscriptionBill,
  type SubscriptionSummary,
} from '#src/features/subscription-setup/lib/subscription-summary.ts';
import { BillRows } from '#src/ui/bill.tsx';

/** Subtotal, Tax (always 0), Savings and Total of one delivery, 2 decimals (spec §2), adding up as shown. */
export function SubscriptionSummaryCard({ summary }: { summary: SubscriptionSummary }) {
  return (
    <section className="summary" aria-label="Summary">
      <h2 className="summary__title">Summary</h2>
      <p className="muted summary__note">Charged on every delivery</p>
      <BillRows bill={subscriptionBill(summary)} />
    </section>
  );
}
