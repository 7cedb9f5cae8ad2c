import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { RichMessage, useT } from '#src/lib/i18n.tsx';

interface RemoveAddressDialogProps {
  /** The address about to go; the dialog is closed while null. */
  address: Address | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an address is removed: removal cannot be undone. */
export function RemoveAddressDialog({ address, onCancel, onConfirm }: RemoveAddressDialogProps) {
  const t = useT();
  return (
    <Modal open={address !== null} title={t('address.removeTitle')} onClose={onCancel} size="sm">
      <p>
        {address ? (
          <RichMessage
            id="address.removeConfirm"
            values={{ name: address.name, city: address.city, pin: address.pin }}
            components={{ 0: <strong /> }}
          />
        ) : null}
      </p>
      <ModalActions onCancel={onCancel}>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('address.remove')}
        </button>
      </ModalActions>
    </Modal>
  );
}
