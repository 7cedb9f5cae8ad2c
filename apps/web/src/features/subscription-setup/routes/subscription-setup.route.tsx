import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Subscription set-up for one product (spec §2); the subscriptions issue builds it. */
export default function SubscriptionSetupRoute() {
  return <PagePlaceholder title="Set up a subscription" />;
}
