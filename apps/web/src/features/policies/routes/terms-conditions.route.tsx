import { PolicyPage } from '#src/features/policies/components/policy-page.tsx';

/** The store's terms (spec §2). */
export default function TermsConditionsRoute() {
  return <PolicyPage field="termsConditions" title="policies.terms" />;
}
