import '#src/features/subscriptions/components/subscriptions.css';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { toggleDay, weekdaysIn } from '#src/features/subscriptions/lib/weekdays.ts';

interface WeekdayPickerProps {
  selected: readonly DayOfWeek[];
  onChange: (days: DayOfWeek[]) => void;
  /** The legend: 'Select Repeated Days' unless given. */
  title?: string;
}

/** Seven round toggles S M T W T F S; each is a checkbox named by its full day for assistive technology. */
export function WeekdayPicker({ selected, onChange, title }: WeekdayPickerProps) {
  const t = useT();
  const chosen = new Set(selected);
  return (
    <fieldset className="weekday-picker">
      <legend className="weekday-picker__title">{title ?? t('subscriptions.selectDays')}</legend>
      <div className="weekday-picker__days">
        {weekdaysIn(t).map(({ day, letter, name }) => (
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
