import { useState } from 'react';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { useAddAddress, useAddresses } from '#src/features/addresses/index.ts';

/**
 * The delivery address of a new subscription, as checkout picks one (spec §4): the default address (or the
 * first) until the shopper picks another; one added with 'Save address' on joins the address book, one
 * added with it off is used for this subscription only.
 */
export function useSubscriptionAddresses(customerId: string) {
  const addresses = useAddresses(customerId);
  const addAddress = useAddAddress(customerId);
  const [unsaved, setUnsaved] = useState<Address[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  const all = [...(addresses.data?.addressList ?? []), ...unsaved];
  const selected = Math.min(picked ?? addresses.data?.defaultAddressIndex ?? 0, Math.max(all.length - 1, 0));

  const add = async (address: Address, { save }: { save: boolean }) => {
    if (save) {
      const list = await addAddress.mutateAsync(address);
      setPicked(list.addressList.length - 1);
    } else {
      setUnsaved((current) => [...current, address]);
      setPicked(all.length);
    }
    setAdding(false);
  };

  return {
    query: addresses,
    all,
    selected,
    chosen: all[selected] ?? null,
    select: setPicked,
    adding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    add,
  };
}
