import '#src/ui/picker.css';
import type { DeliverySlot } from '@haat/contract/content/content.schemas';
import { to12Hour } from '@haat/contract/format';

interface DeliverySlotPickerProps {
  slots: DeliverySlot[];
  selectedId: string | null;
  onSelect: (slot: DeliverySlot) => void;
}

/** 'Select Delivery Slot': the store's windows as 12-hour start – end times. */
export function DeliverySlotPicker({ slots, selectedId, onSelect }: DeliverySlotPickerProps) {
  return (
    <fieldset className="picker">
      <legend className="picker__title">Select Delivery Slot</legend>
      {slots.length === 0 ? <p className="muted">This store has no delivery slots; it delivers at any time.</p> : null}
      <div className="delivery-slots">
        {slots.map((slot) => (
          <label key={slot.id} className={`delivery-slot${slot.id === selectedId ? ' delivery-slot--selected' : ''}`}>
            <input type="radio" name="delivery-slot" checked={slot.id === selectedId} onChange={() => onSelect(slot)} />
            <span>
              {to12Hour(slot.startTime)} – {to12Hour(slot.endTime)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
