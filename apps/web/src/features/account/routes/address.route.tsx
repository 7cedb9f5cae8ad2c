import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Saved addresses (spec §2); the account issue builds it. */
export default function AddressRoute() {
  return <PagePlaceholder title="Addresses" />;
}
