import type {
  DeliveryCalendar,
  CalendarDelivery as Delivery,
} from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { CalendarDelivery } from '#src/features/subscriptions/components/calendar-delivery.tsx';
import { calendarDayLabel } from '#src/features/subscriptions/lib/calendar-dates.ts';
import { weekdaysIn } from '#src/features/subscriptions/lib/weekdays.ts';
import { useWords } from '#src/features/subscriptions/lib/words.ts';

export interface ChosenDelivery {
  date: string;
  delivery: Delivery;
}

interface CalendarDaysProps {
  calendar: DeliveryCalendar;
  onChange: (chosen: ChosenDelivery) => void;
}

/**
 * This week and the next, Sunday first: a 7-column grid under the letters S M T W T F S where there is
 * room, a list of days on a phone. Each day is headed by its date (read out in full), today says so.
 */
export function CalendarDays({ calendar, onChange }: CalendarDaysProps) {
  const words = useWords();
  const { t } = words;
  return (
    <div className="calendar">
      <div className="calendar__weekdays" aria-hidden="true">
        {weekdaysIn(t).map(({ day, letter }) => (
          <span key={day}>{letter}</span>
        ))}
      </div>
      <ol className="calendar__days">
        {calendar.days.map(({ date, deliveries }) => {
          const label = calendarDayLabel(date, words);
          const when = date === calendar.today ? 'today' : date < calendar.today ? 'past' : 'ahead';
          return (
            <li key={date} className={`calendar-day calendar-day--${when}`}>
              <h3 className="calendar-day__heading">
                <span aria-hidden="true">
                  <span className="calendar-day__weekday">{label.weekday} </span>
                  {label.dayMonth}
                </span>
                <span className="visually-hidden">{label.long}</span>
                {when === 'today' ? <span className="calendar-day__today">{t('calendar.today')}</span> : null}
              </h3>
              {deliveries.length === 0 ? (
                <p className="calendar-day__empty">
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">{t('calendar.noDelivery')}</span>
                </p>
              ) : (
                <ul className="calendar-day__deliveries">
                  {deliveries.map((delivery) => (
                    <li key={delivery.subscriptionId}>
                      <CalendarDelivery date={date} delivery={delivery} onChange={() => onChange({ date, delivery })} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
