import { useId, useState, type FormEvent } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { Modal, ModalActions } from '#src/ui/modal.tsx';

interface CancelOrderDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** 'Order Cancellation Reason': a textarea with Cancel and Submit (spec §2); an empty reason is refused. */
export function CancelOrderDialog({ open, busy, onClose, onSubmit }: CancelOrderDialogProps) {
  const t = useT();
  return (
    <Modal open={open} title={t('orders.cancelTitle')} size="sm" onClose={onClose}>
      <ReasonForm busy={busy} onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  );
}

function ReasonForm({ busy, onClose, onSubmit }: Omit<CancelOrderDialogProps, 'open'>) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [refused, setRefused] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setRefused(true);
    onSubmit(reason.trim());
  };
  return (
    <form className="cancel-form" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('orders.reason')}
      </label>
      <textarea
        id={id}
        className="input cancel-form__reason"
        rows={4}
        maxLength={500}
        placeholder={t('orders.reasonPlaceholder')}
        value={reason}
        aria-invalid={refused}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setRefused(false);
        }}
      />
      {refused ? (
        <p id={errorId} className="cancel-form__error" role="alert">
          {t('orders.cancelReasonRequired')}
        </p>
      ) : null}
      <ModalActions onCancel={onClose}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('orders.submit')}
        </button>
      </ModalActions>
    </form>
  );
}
