import { useT } from '#src/lib/i18n.tsx';
import './quantity-stepper.css';

interface QuantityStepperProps {
  quantity: number;
  /** Names the product for assistive technology: 'Remove one Basmati Rice'. */
  productName: string;
  onAdd: () => void;
  onRemove: () => void;
  busy?: boolean;
  /** No more can be added (stock or the line limit). */
  addDisabled?: boolean;
  /** No fewer allowed (a subscription's minimum of 1); without it minus stops at 0. */
  removeDisabled?: boolean;
}

/** Minus / quantity / plus: for a cart line each press is one add-item or remove-item call. */
export function QuantityStepper({
  quantity,
  productName,
  onAdd,
  onRemove,
  busy = false,
  addDisabled = false,
  removeDisabled = false,
}: QuantityStepperProps) {
  const t = useT();
  return (
    <div className="stepper" role="group" aria-label={t('ui.quantityOf', { product: productName })} aria-busy={busy}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('ui.removeOne', { product: productName })}
        disabled={busy || removeDisabled || quantity <= 0}
        onClick={onRemove}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('ui.addOneMore', { product: productName })}
        disabled={busy || addDisabled}
        onClick={onAdd}
      >
        +
      </button>
    </div>
  );
}
