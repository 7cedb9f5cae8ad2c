import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** The store privacy policy (spec §2); the policies issue renders its rich text. */
export default function PrivacyPolicyRoute() {
  return <PagePlaceholder title="Privacy Policy" />;
}
