import { PolicyPage } from '#src/features/policies/components/policy-page.tsx';

/** The store's refund policy (spec §2). */
export default function RefundPolicyRoute() {
  return <PolicyPage field="refundPolicy" title="policies.refund" />;
}
