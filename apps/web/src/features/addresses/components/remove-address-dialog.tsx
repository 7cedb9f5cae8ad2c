import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { Modal } from '#src/ui/modal.tsx';

interface RemoveAddressDialogProps {
  /** The address about to go; the dialog is closed while null. */
  address: Address | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an address is removed: removal cannot be undone. */
export function RemoveAddressDialog({ address, onCancel, onConfirm }: RemoveAddressDialogProps) {
  return (
    <Modal open={address !== null} title="Remove address" onClose={onCancel} size="sm">
      <p>
        Remove the address of <strong>{address?.name}</strong>
        {address ? `, ${address.city} ${address.pin}` : ''}?
      </p>
      <div className="address-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          Remove
        </button>
      </div>
    </Modal>
  );
}
