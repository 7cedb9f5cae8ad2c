import {
  subscriptionBill,
  type SubscriptionSummary,
} from '#src/features/subscription-setup/lib/subscription-summary.ts';
import { useT } from '#src/lib/i18n.tsx';
import { BillRows } from '#src/ui/bill.tsx';

/** Subtotal, Tax, Savings and Total of one delivery, 2 decimals (spec §2), adding up as shown. */
export function SubscriptionSummaryCard({ summary }: { summary: SubscriptionSummary }) {
  const t = useT();
  return (
    <section className="summary" aria-label={t('subscriptions.summary')}>
      <h2 className="summary__title">{t('subscriptions.summary')}</h2>
      <p className="muted summary__note">{t('subscriptions.chargedEveryDelivery')}</p>
      <BillRows bill={subscriptionBill(summary, t)} />
    </section>
  );
}
