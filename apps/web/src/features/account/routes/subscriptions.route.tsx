import { useGlobalState } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { DeliveryCalendar, SubscriptionsTable, WalletShortfallNotice } from '#src/features/subscriptions/index.ts';

/**
 * /account/subscription: the signed-in customer's recurring deliveries (spec §2 Account Subscription), with
 * a low-balance notice above and the two-week delivery calendar below (issue 19).
 */
export default function SubscriptionsRoute() {
  const t = useT();
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>{t('account.subscriptions')}</h1>
      <WalletShortfallNotice customerId={customerId} />
      <SubscriptionsTable customerId={customerId} />
      <DeliveryCalendar customerId={customerId} />
    </section>
  );
}
