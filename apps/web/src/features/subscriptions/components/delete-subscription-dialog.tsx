import { RichMessage, useT } from '#src/lib/i18n.tsx';
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
  const t = useT();
  return (
    <Modal open={productName !== null} title={t('subscriptions.deleteTitle')} size="sm" onClose={onClose}>
      <p>
        <RichMessage
          id="subscriptions.deleteQuestion"
          values={{ product: productName ?? '' }}
          components={{ 0: <strong /> }}
        />
      </p>
      <ModalActions onCancel={onClose}>
        <button type="button" className="button subscription-dialog__delete" disabled={busy} onClick={onConfirm}>
          {t('subscriptions.deleteButton')}
        </button>
      </ModalActions>
    </Modal>
  );
}
