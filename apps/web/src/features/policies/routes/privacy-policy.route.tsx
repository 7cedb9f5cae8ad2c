import { PolicyPage } from '#src/features/policies/components/policy-page.tsx';

/** The store's privacy policy (spec §2). */
export default function PrivacyPolicyRoute() {
  return <PolicyPage field="privacyPolicy" title="policies.privacy" />;
}
