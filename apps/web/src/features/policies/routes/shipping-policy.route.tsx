import { PolicyPage } from '#src/features/policies/components/policy-page.tsx';

/** The store's shipping policy (spec §2). */
export default function ShippingPolicyRoute() {
  return <PolicyPage field="shippingPolicy" title="policies.shipping" />;
}
