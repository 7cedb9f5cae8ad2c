import '#src/ui/picker.css';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { AddressFormDialog } from '#src/features/addresses/index.ts';
import { AddressPicker } from '#src/ui/address-picker.tsx';
import type { useSubscriptionAddresses } from '#src/features/subscription-setup/hooks/use-subscription-addresses.ts';

type SubscriptionAddressesProps = { addresses: ReturnType<typeof useSubscriptionAddresses> };

/** The address list with its Add Address tile and modal ('Save address' on by default); an error shows in its place. */
export function SubscriptionAddresses({ addresses }: SubscriptionAddressesProps) {
  const t = useT();
  const { query } = addresses;
  return (
    <>
      {query.isError ? (
        <div className="picker-error" role="alert">
          <strong>
            {query.error instanceof ApiRequestError && query.error.status > 0
              ? query.error.status
              : t('subscriptions.offline')}
          </strong>
          <p>{query.error.message}</p>
        </div>
      ) : (
        <AddressPicker
          addresses={addresses.all}
          selected={addresses.selected}
          onSelect={addresses.select}
          onAdd={addresses.openAdd}
        />
      )}
      <AddressFormDialog
        open={addresses.adding}
        title="Add Address"
        showSaveOption
        onClose={addresses.closeAdd}
        onSubmit={addresses.add}
      />
    </>
  );
}
