import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Order list (spec §2); the orders issue builds it. */
export default function OrdersRoute() {
  return <PagePlaceholder title="Orders" />;
}
