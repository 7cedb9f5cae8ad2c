import { Modal, ModalActions } from '#src/ui/modal.tsx';

interface DeleteSubscriptionDialogProps {
  /** The product of the subscription being deleted; null when closed. */
  productName: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The delete confirmation popup (spec §2). */
export function DeleteSubscriptionDialog({ productName, busy, onClose, onConfirm }: DeleteSubscriptionDialogProps) {
  return (
    <Modal open={productName !== null} title="Delete Subscription" size="sm" onClose={onClose}>
      <p>
        Stop the deliveries of <strong>{productName}</strong> and delete this subscription?
      </p>
      <ModalActions onCancel={onClose}>
        <button type="button" className="button subscription-dialog__delete" disabled={busy} onClick={onConfirm}>
          Delete
        </button>
      </ModalActions>
    </Modal>
  );
}
