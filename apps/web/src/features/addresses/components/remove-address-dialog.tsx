import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { Modal, ModalActions } from '#src/ui/modal.tsx';

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
      <ModalActions onCancel={onCancel}>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          Remove
        </button>
      </ModalActions>
    </Modal>
  );
}
