import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** The store shipping policy (spec §2); the policies issue renders its rich text. */
export default function ShippingPolicyRoute() {
  return <PagePlaceholder title="Shipping Policy" />;
}
