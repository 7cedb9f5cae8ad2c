import type { Address } from '@haat/contract/addresses/addresses.schemas';

interface AddressPickerProps {
  addresses: Address[];
  selected: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
}

/** 'Select a delivery address': one radio card per address and an Add Address tile. */
export function AddressPicker({ addresses, selected, onSelect, onAdd }: AddressPickerProps) {
  return (
    <fieldset className="picker">
      <legend className="picker__title">Select a delivery address</legend>
      <div className="address-cards">
        {addresses.map((address, index) => (
          <label key={index} className={`address-card${index === selected ? ' address-card--selected' : ''}`}>
            <input type="radio" name="delivery-address" checked={index === selected} onChange={() => onSelect(index)} />
            <span className="address-card__text">
              <strong>{address.name}</strong>
              {address.email ? <span>{address.email}</span> : null}
              <span>{address.address}</span>
              <span>
                {address.city}, {address.state} {address.pin}
              </span>
            </span>
          </label>
        ))}
        <button type="button" className="address-card address-card--add" onClick={onAdd}>
          <span aria-hidden="true" className="address-card__plus">
            +
          </span>
          Add Address
        </button>
      </div>
    </fieldset>
  );
}
