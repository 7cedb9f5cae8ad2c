import '#src/features/subscriptions/components/subscriptions.css';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { toggleDay, weekdays } from '#src/features/subscriptions/lib/weekdays.ts';

interface WeekdayPickerProps {
  selected: readonly DayOfWeek[];
  onChange: (days: DayOfWeek[]) => void;
  /** 'Select Repeated Days' on the set-up page; the edit modal uses a shorter title. */
  title?: string;
}

/** Seven round toggles S M T W T F S; each is a checkbox named by its full day for assistive technology. */
export function WeekdayPicker({ selected, onChange, title = 'Select Repeated Days' }: WeekdayPickerProps) {
  const chosen = new Set(selected);
  return (
    <fieldset className="weekday-picker">
      <legend className="weekday-picker__title">{title}</legend>
      <div className="weekday-picker__days">
        {weekdays.map(({ day, letter, name }) => (
          <label key={day} className={`weekday${chosen.has(day) ? ' weekday--on' : ''}`} title={name}>
            <input
              type="checkbox"
              className="weekday__input"
              checked={chosen.has(day)}
              onChange={() => onChange(toggleDay(selected, day))}
            />
            <span aria-hidden="true">{letter}</span>
            <span className="visually-hidden">{name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
