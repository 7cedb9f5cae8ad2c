import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Order detail at /order/{orderId}/{isFromCheckoutPage} (spec §2); the orders issue builds it. */
export default function OrderDetailRoute() {
  return <PagePlaceholder title="Order details" />;
}
