import './picker.css';
import './address-picker.css';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { useT } from '#src/lib/i18n.tsx';

interface AddressPickerProps {
  addresses: Address[];
  selected: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
}

/** 'Select a delivery address': one radio card per address and an Add Address tile. */
export function AddressPicker({ addresses, selected, onSelect, onAdd }: AddressPickerProps) {
  const t = useT();
  return (
    <fieldset className="picker">
      <legend className="picker__title">{t('ui.selectDeliveryAddress')}</legend>
      <div className="address-options">
        {addresses.map((address, index) => (
          <label key={index} className={`address-option${index === selected ? ' address-option--selected' : ''}`}>
            <input type="radio" name="delivery-address" checked={index === selected} onChange={() => onSelect(index)} />
            <span className="address-option__text">
              <strong>{address.name}</strong>
              {address.email ? <span>{address.email}</span> : null}
              <span>{address.address}</span>
              <span>
                {address.city}, {address.state} {address.pin}
              </span>
            </span>
          </label>
        ))}
        <button type="button" className="address-option address-option--add" onClick={onAdd}>
          <span aria-hidden="true" className="address-option__plus">
            +
          </span>
          {t('ui.addAddress')}
        </button>
      </div>
    </fieldset>
  );
}
