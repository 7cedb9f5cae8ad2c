import { useId } from 'react';
import { latestEndDate, latestStartDate } from '@haat/contract/subscriptions/subscription-rules';
import { useT } from '#src/lib/i18n.tsx';

interface SubscriptionDatesProps {
  startDate: string;
  endDate: string;
  /** Today in India (`YYYY-MM-DD`), the earliest either picker offers. */
  today: string;
  onStartChange: (date: string) => void;
  onEndChange: (date: string) => void;
}

/**
 * Start and end date pickers, both from today and up to the horizons the server keeps (a start within 90
 * days, an end within a year of it); no end date means the deliveries go on (spec §2, §5).
 */
export function SubscriptionDates({ startDate, endDate, today, onStartChange, onEndChange }: SubscriptionDatesProps) {
  const t = useT();
  const startId = useId();
  const endId = useId();
  return (
    <div className="subscription-form__dates">
      <div className="subscription-field">
        <label htmlFor={startId}>{t('subscriptions.startDate')}</label>
        <input
          id={startId}
          className="input"
          type="date"
          min={today}
          max={latestStartDate(today)}
          value={startDate}
          onChange={(event) => onStartChange(event.target.value)}
        />
      </div>
      <div className="subscription-field">
        <label htmlFor={endId}>{t('subscriptions.endDate')}</label>
        <input
          id={endId}
          className="input"
          type="date"
          min={today}
          max={latestEndDate(startDate || today)}
          value={endDate}
          onChange={(event) => onEndChange(event.target.value)}
        />
        <span className="muted subscription-field__hint">{t('subscriptions.keepDelivering')}</span>
      </div>
    </div>
  );
}
