import { useGlobalState } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { SavedAddresses } from '#src/features/addresses/index.ts';

/** /account/address (spec §2): the customer's saved addresses. */
export default function AddressRoute() {
  const t = useT();
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section" aria-labelledby="address-heading">
      <h1 id="address-heading">{t('account.address')}</h1>
      <SavedAddresses customerId={customerId} />
    </section>
  );
}
