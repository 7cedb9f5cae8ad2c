import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';

interface OrderRowMenuProps {
  orderId: string;
  orderLabel: string;
  canCancel: boolean;
  onCancel: () => void;
}

/** The Action column's menu: View, and Cancel unless the order is already cancelled. */
export function OrderRowMenu({ orderId, orderLabel, canCancel, onCancel }: OrderRowMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="row-menu" ref={rootRef}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('orders.actionsFor', { order: orderLabel })}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <ul className="row-menu__list">
          <li>
            <Link to={`/order/${orderId}/view`}>{t('orders.view')}</Link>
          </li>
          {canCancel ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onCancel();
                }}
              >
                {t('orders.cancel')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
