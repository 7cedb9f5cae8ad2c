import { useGlobalState } from '#src/lib/store-context.tsx';
import { SubscriptionsTable } from '#src/features/subscriptions/index.ts';

/** /account/subscription: the signed-in customer's recurring deliveries (spec §2 Account Subscription). */
export default function SubscriptionsRoute() {
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>Subscriptions</h1>
      <SubscriptionsTable customerId={customerId} />
    </section>
  );
}
