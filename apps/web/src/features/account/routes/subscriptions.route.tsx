import { useGlobalState } from '#src/lib/store-context.tsx';
import { DeliveryCalendar, SubscriptionsTable, WalletShortfallNotice } from '#src/features/subscriptions/index.ts';

/**
 * /account/subscription: the signed-in customer's recurring deliveries (spec §2 Account Subscription), with
 * a low-balance notice above and the two-week delivery calendar below (issue 19).
 */
export default function SubscriptionsRoute() {
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>Subscriptions</h1>
      <WalletShortfallNotice customerId={customerId} />
      <SubscriptionsTable customerId={customerId} />
      <DeliveryCalendar customerId={customerId} />
    </section>
  );
}
