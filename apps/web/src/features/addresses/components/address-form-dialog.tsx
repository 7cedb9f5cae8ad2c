import '#src/features/addresses/components/addresses.css';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { Modal } from '#src/ui/modal.tsx';
import { AddressForm } from '#src/features/addresses/components/address-form.tsx';
import { useT } from '#src/lib/i18n.tsx';

export interface AddressFormDialogProps {
  open: boolean;
  title: 'Add Address' | 'Edit Address';
  /** The saved address to edit; blank form without it. */
  initial?: Address;
  /** Checkout and subscription set-up offer a 'Save address' switch, on by default (spec §2). */
  showSaveOption?: boolean;
  onClose: () => void;
  /**
   * The valid, normalised address (mobile as 10 digits, blank optional fields as null). Close the dialog
   * when done; a rejected promise keeps it open with the error's message shown.
   */
  onSubmit: (address: Address, options: { save: boolean }) => void | Promise<void>;
}

/** The one 'Add Address' / 'Edit Address' modal, used on the address page, in checkout and in subscription set-up. */
export function AddressFormDialog({ open, title, initial, showSaveOption, onClose, onSubmit }: AddressFormDialogProps) {
  const t = useT();
  return (
    <Modal open={open} title={t(title === 'Add Address' ? 'address.addTitle' : 'address.editTitle')} onClose={onClose}>
      <AddressForm initial={initial} showSaveOption={showSaveOption} onCancel={onClose} onSubmit={onSubmit} />
    </Modal>
  );
}
