import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** The store refund policy (spec §2); the policies issue renders its rich text. */
export default function RefundPolicyRoute() {
  return <PagePlaceholder title="Refund Policy" />;
}
