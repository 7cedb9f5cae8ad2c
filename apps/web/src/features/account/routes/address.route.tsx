import { useGlobalState } from '#src/lib/store-context.tsx';
import { SavedAddresses } from '#src/features/addresses/index.ts';

/** /account/address (spec §2): the customer's saved addresses. */
export default function AddressRoute() {
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section" aria-labelledby="address-heading">
      <h1 id="address-heading">Address</h1>
      <SavedAddresses customerId={customerId} />
    </section>
  );
}
