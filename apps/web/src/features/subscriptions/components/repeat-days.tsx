import '#src/features/subscriptions/components/subscriptions.css';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { weekdaysIn } from '#src/features/subscriptions/lib/weekdays.ts';

/** 'Repeats On': the letters S M T W T F S, the chosen days highlighted; each letter reads as its full day. */
export function RepeatDays({ days }: { days: readonly DayOfWeek[] }) {
  const t = useT();
  const chosen = new Set(days);
  return (
    <ul className="repeat-days" aria-label={t('subscriptions.repeatsOnLabel')}>
      {weekdaysIn(t).map(({ day, letter, name }) => {
        const on = chosen.has(day);
        return (
          <li key={day} className={`repeat-days__day${on ? ' repeat-days__day--on' : ''}`} title={name}>
            <span aria-hidden="true">{letter}</span>
            <span className="visually-hidden">
              {t(on ? 'subscriptions.dayRepeats' : 'subscriptions.dayOff', { day: name })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
