import '#src/features/subscriptions/components/delivery-calendar.css';
import { useState } from 'react';
import { formatDate, to12Hour } from '@haat/contract/format';
import { addDays } from '@haat/contract/subscriptions/subscription-rules';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { useDeliveryCalendar } from '#src/features/subscriptions/api/get-delivery-calendar.ts';
import { CalendarDays, type ChosenDelivery } from '#src/features/subscriptions/components/calendar-days.tsx';
import { DeliveryDayDialog } from '#src/features/subscriptions/components/delivery-day-dialog.tsx';
import { PauseDialog } from '#src/features/subscriptions/components/pause-dialog.tsx';
import { PlannedPauses } from '#src/features/subscriptions/components/planned-pauses.tsx';

/**
 * 'Delivery calendar': the week ahead of every subscription, the cut-off for changes, planned pauses and
 * 'Pause deliveries'. A delivery still open to changes opens its day dialog. Shown once there is something
 * to show: a shopper without subscriptions has the table's empty text alone.
 */
export function DeliveryCalendar({ customerId }: { customerId: string }) {
  const t = useT();
  const locale = useLocale();
  const calendar = useDeliveryCalendar(customerId);
  const [chosen, setChosen] = useState<ChosenDelivery | null>(null);
  const [pausing, setPausing] = useState(false);

  if (calendar.isPending) {
    return (
      <p className="muted delivery-plan__loading" role="status">
        {t('calendar.loading')}
      </p>
    );
  }
  // The table above still works: a calendar that cannot load says so and leaves the page be.
  if (calendar.isError) return <p className="muted delivery-plan__loading">{t('calendar.loadFailed')}</p>;
  const data = calendar.data;
  if (data.pauses.length === 0 && data.days.every((day) => day.deliveries.length === 0)) return null;
  const tomorrowOpen = data.firstChangeableDate === addDays(data.today, 1);
  const time = to12Hour(data.cutoffTime, locale);

  return (
    <section className="delivery-plan" aria-labelledby="delivery-plan-title">
      <div className="delivery-plan__header">
        <div>
          <h2 id="delivery-plan-title">{t('calendar.title')}</h2>
          <p className="muted delivery-plan__cutoff">
            {tomorrowOpen
              ? t('calendar.cutoffToday', { time })
              : t('calendar.cutoffPassed', { time, date: formatDate(data.firstChangeableDate, locale) })}
          </p>
        </div>
        <button type="button" className="button" onClick={() => setPausing(true)}>
          {t('calendar.pauseDeliveries')}
        </button>
      </div>
      <PlannedPauses pauses={data.pauses} />
      <CalendarDays calendar={data} onChange={setChosen} />
      <DeliveryDayDialog chosen={chosen} onClose={() => setChosen(null)} />
      <PauseDialog open={pausing} customerId={customerId} calendar={data} onClose={() => setPausing(false)} />
    </section>
  );
}
