import '#src/ui/picker.css';
import type { DeliverySlot } from '@haat/contract/content/content.schemas';
import { to12Hour } from '@haat/contract/format';
import { useLocale, useT } from '#src/lib/i18n.tsx';

interface DeliverySlotPickerProps {
  slots: DeliverySlot[];
  selectedId: string | null;
  onSelect: (slot: DeliverySlot) => void;
}

/** 'Select Delivery Slot': the store's windows as 12-hour start – end times. */
export function DeliverySlotPicker({ slots, selectedId, onSelect }: DeliverySlotPickerProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="picker">
      <legend className="picker__title">{t('subscriptions.selectSlot')}</legend>
      {slots.length === 0 ? <p className="muted">{t('subscriptions.noSlots')}</p> : null}
      <div className="delivery-slots">
        {slots.map((slot) => (
          <label key={slot.id} className={`delivery-slot${slot.id === selectedId ? ' delivery-slot--selected' : ''}`}>
            <input type="radio" name="delivery-slot" checked={slot.id === selectedId} onChange={() => onSelect(slot)} />
            <span>
              {t('subscriptions.slot', {
                start: to12Hour(slot.startTime, locale),
                end: to12Hour(slot.endTime, locale),
              })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
