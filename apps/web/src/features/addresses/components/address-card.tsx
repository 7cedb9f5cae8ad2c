import { useId } from 'react';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { addressTypeLabels } from '@haat/contract/addresses/addresses.values';
import { useT } from '#src/lib/i18n.tsx';

interface AddressCardProps {
  address: Address;
  isDefault: boolean;
  /** Radios of one page share a name so arrow keys move the default between cards. */
  radioName: string;
  busy: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One saved address (spec §2): the default radio, name, landmark, city state pin, email, Edit and Remove. */
export function AddressCard({
  address,
  isDefault,
  radioName,
  busy,
  onMakeDefault,
  onEdit,
  onRemove,
}: AddressCardProps) {
  const t = useT();
  const nameId = useId();
  return (
    <article className={`address-card${isDefault ? ' address-card--default' : ''}`} aria-labelledby={nameId}>
      <div className="address-card__head">
        <input
          type="radio"
          className="address-card__radio"
          name={radioName}
          checked={isDefault}
          disabled={busy}
          onChange={onMakeDefault}
          aria-labelledby={nameId}
          aria-describedby={isDefault ? `${nameId}-default` : undefined}
        />
        <h2 id={nameId} className="address-card__name">
          {address.name}
        </h2>
        <span className="address-card__type">{t(addressTypeLabels[address.addressType])}</span>
      </div>
      {isDefault ? (
        <p id={`${nameId}-default`} className="address-card__default">
          {t('address.default')}
        </p>
      ) : null}
      <p className="address-card__line">{address.address}</p>
      {address.landmark ? <p className="address-card__line">{address.landmark}</p> : null}
      <p className="address-card__line">
        {address.city}, {address.state} {address.pin}
      </p>
      <p className="address-card__line muted">{address.mobile}</p>
      {address.email ? <p className="address-card__line muted">{address.email}</p> : null}
      <div className="address-card__actions">
        <button type="button" className="button address-card__action" onClick={onEdit} aria-describedby={nameId}>
          {t('address.edit')}
        </button>
        <button
          type="button"
          className="button address-card__action"
          onClick={onRemove}
          disabled={busy}
          aria-describedby={nameId}
        >
          {t('address.remove')}
        </button>
      </div>
    </article>
  );
}
