import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Subscription list (spec §2); the subscriptions issue builds it. */
export default function SubscriptionsRoute() {
  return <PagePlaceholder title="Subscriptions" />;
}
