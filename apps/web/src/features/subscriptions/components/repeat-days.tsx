import '#src/features/subscriptions/components/subscriptions.css';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { weekdays } from '#src/features/subscriptions/lib/weekdays.ts';

/** 'Repeats On': the letters S M T W T F S, the chosen days highlighted; each letter reads as its full day. */
export function RepeatDays({ days }: { days: readonly DayOfWeek[] }) {
  const chosen = new Set(days);
  return (
    <ul className="repeat-days" aria-label="Repeats on">
      {weekdays.map(({ day, letter, name }) => {
        const on = chosen.has(day);
        return (
          <li key={day} className={`repeat-days__day${on ? ' repeat-days__day--on' : ''}`} title={name}>
            <span aria-hidden="true">{letter}</span>
            <span className="visually-hidden">
              {name}, {on ? 'repeats' : 'off'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
