import './picker.css';
import './payment-mode-picker.css';
import { WALLET_PAYMENT_METHOD, type PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { formatRupees } from '@haat/contract/format';

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
  return (
    <fieldset className="picker">
      <legend className="picker__title">Choose payment mode</legend>
      {options.length === 0 ? (
        <p className="muted">This store takes no payments right now. Please contact the store.</p>
      ) : null}
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
              <span className="muted payment-mode__balance">Balance {formatRupees(walletBalance)}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
