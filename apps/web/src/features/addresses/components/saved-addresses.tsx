import '#src/features/addresses/components/addresses.css';
import { useId, useState } from 'react';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { FullScreenError } from '#src/ui/full-screen-error.tsx';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useAddAddress } from '#src/features/addresses/api/add-address.ts';
import { useAddresses } from '#src/features/addresses/api/get-addresses.ts';
import { useRemoveAddress } from '#src/features/addresses/api/remove-address.ts';
import { useSetDefaultAddress } from '#src/features/addresses/api/set-default-address.ts';
import { useUpdateAddress } from '#src/features/addresses/api/update-address.ts';
import { AddressCard } from '#src/features/addresses/components/address-card.tsx';
import { AddressFormDialog } from '#src/features/addresses/components/address-form-dialog.tsx';
import { RemoveAddressDialog } from '#src/features/addresses/components/remove-address-dialog.tsx';

type Editing = { index: null } | { index: number; address: Address };

/** The account's address book (spec §2): a grid of saved addresses and an Add Address tile. */
export function SavedAddresses({ customerId }: { customerId: string }) {
  const t = useT();
  const textOf = useTextOf();
  const addresses = useAddresses(customerId);
  const add = useAddAddress(customerId);
  const update = useUpdateAddress(customerId);
  const remove = useRemoveAddress(customerId);
  const setDefault = useSetDefaultAddress(customerId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const radioName = useId();

  if (addresses.isPending) return <FullScreenSpinner label={t('address.loading')} />;
  if (addresses.isError) {
    const { error } = addresses;
    return (
      <FullScreenError status={error instanceof ApiRequestError ? error.status : 0} message={textOf(error.message)} />
    );
  }

  const { addressList, defaultAddressIndex } = addresses.data;
  const busy = remove.isPending || setDefault.isPending;
  const failure = remove.error ?? setDefault.error;

  const saveAddress = async (address: Address) => {
    if (editing?.index === null) await add.mutateAsync(address);
    else if (editing) await update.mutateAsync({ addressIndex: editing.index, address });
    setEditing(null);
  };
  const confirmRemove = async () => {
    if (removing === null) return;
    setRemoving(null);
    await remove.mutateAsync(removing).catch(() => undefined);
  };

  return (
    <>
      {failure ? (
        <p className="address-book__error" role="alert">
          {textOf(failure.message)}
        </p>
      ) : null}
      <div className="address-book" role="radiogroup" aria-label={t('address.default')}>
        {addressList.map((address, index) => (
          <AddressCard
            key={`${index}-${address.name}-${address.pin}`}
            address={address}
            isDefault={index === defaultAddressIndex}
            radioName={radioName}
            busy={busy}
            onMakeDefault={() => setDefault.mutate(index)}
            onEdit={() => setEditing({ index, address })}
            onRemove={() => setRemoving(index)}
          />
        ))}
        <button type="button" className="address-book__add" onClick={() => setEditing({ index: null })}>
          <span className="address-book__plus" aria-hidden="true">
            +
          </span>
          {t('address.addTitle')}
        </button>
      </div>
      <AddressFormDialog
        open={editing !== null}
        title={editing?.index === null ? 'Add Address' : 'Edit Address'}
        initial={editing?.index === null ? undefined : editing?.address}
        onClose={() => setEditing(null)}
        onSubmit={saveAddress}
      />
      <RemoveAddressDialog
        address={removing === null ? null : (addressList[removing] ?? null)}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
