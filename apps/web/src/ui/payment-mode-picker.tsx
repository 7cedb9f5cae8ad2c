import './picker.css';
import './payment-mode-picker.css';
import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { formatRupees } from '@haat/contract/format';
import { useT } from '#src/lib/i18n.tsx';

/** A mode the store offers, with its label (`paymentMethodLabels`). */
export interface PaymentOption {
  method: PaymentMethod;
  label: string;
}

interface PaymentModePickerProps {
  options: PaymentOption[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  /** Shown beside the wallet when known. */
  walletBalance: number | undefined;
}

/** 'Choose payment mode': the modes the store offers, the wallet with its balance. */
export function PaymentModePicker({ options, selected, onSelect, walletBalance }: PaymentModePickerProps) {
  const t = useT();
  return (
    <fieldset className="picker">
      <legend className="picker__title">{t('ui.choosePaymentMode')}</legend>
      {options.length === 0 ? <p className="muted">{t('ui.noPaymentModes')}</p> : null}
      <div className="payment-modes">
        {options.map((option) => (
          <label
            key={option.method}
            className={`payment-mode${option.method === selected ? ' payment-mode--selected' : ''}`}
          >
            <input
              type="radio"
              name="payment-mode"
              value={option.method}
              checked={option.method === selected}
              onChange={() => onSelect(option.method)}
            />
            <span>{option.label}</span>
            {option.method === WALLET_PAYMENT_METHOD && walletBalance !== undefined ? (
              <span className="muted payment-mode__balance">
                {t('ui.balance', { amount: formatRupees(walletBalance) })}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
