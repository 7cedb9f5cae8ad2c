import '#src/ui/modal.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useT } from '#src/lib/i18n.tsx';

export interface ModalProps {
  open: boolean;
  /** The heading, which also names the dialog for assistive technology. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sm' for confirmations, 'md' (default) for forms. */
  size?: 'sm' | 'md';
  /** 'bottom': a sheet that rises from the bottom edge, within a thumb's reach on a phone. */
  placement?: 'center' | 'bottom';
}

/**
 * The storefront's one modal dialog: a native `<dialog>` opened with `showModal()`, so the browser keeps
 * focus inside it and makes the page behind inert. Escape and the close button call `onClose`; focus goes
 * back to whatever had it before. Rendered only while open, so the content starts fresh every time.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? <OpenModal {...rest} /> : null;
}

function OpenModal({ title, onClose, children, size = 'md', placement = 'center' }: Omit<ModalProps, 'open'>) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => opener?.focus();
  }, []);

  // Escape: handled here rather than left to the browser, which would close the dialog behind React's back.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const keepOpen = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size} modal--${placement}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={closeOnEscape}
      onCancel={keepOpen}
      onClose={onClose}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button modal__close" aria-label={t('common.close')} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

/** A dialog's last row: Cancel, which closes it without acting, then the dialog's own action (`children`). */
export function ModalActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <div className="modal__actions">
      <button type="button" className="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      {children}
    </div>
  );
}
