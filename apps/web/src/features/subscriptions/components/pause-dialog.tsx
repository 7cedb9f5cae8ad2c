import '#src/features/subscriptions/components/subscriptions.css';
import { useId, useState, type FormEvent } from 'react';
import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { formatDate } from '@haat/contract/format';
import { latestPauseDate, type DeliveryDayText } from '@haat/contract/subscriptions/delivery-days';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { useCreatePause } from '#src/features/subscriptions/api/create-pause.ts';
import { useSubscriptionChoices } from '#src/features/subscriptions/api/get-subscriptions.ts';
import { notifyFailure } from '#src/features/subscriptions/lib/notify-failure.ts';
import { pauseError } from '#src/features/subscriptions/lib/pause-rules.ts';

interface PauseDialogProps {
  open: boolean;
  customerId: string;
  calendar: DeliveryCalendar;
  onClose: () => void;
}

/** 'Pause deliveries': from and to (both included), for all subscriptions or one. */
export function PauseDialog({ open, ...rest }: PauseDialogProps) {
  const t = useT();
  return (
    <Modal open={open} title={t('calendar.pauseDeliveries')} onClose={rest.onClose}>
      <PauseForm {...rest} />
    </Modal>
  );
}

function PauseForm({ customerId, calendar, onClose }: Omit<PauseDialogProps, 'open'>) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [startDate, setStartDate] = useState(calendar.firstChangeableDate);
  const [endDate, setEndDate] = useState('');
  const [subscriptionId, setSubscriptionId] = useState('');
  // The rule broken at the last 'Pause'; changing a date clears it until the next try.
  const [error, setError] = useState<DeliveryDayText | null>(null);
  const choices = useSubscriptionChoices(customerId, true);
  const create = useCreatePause();
  const latest = latestPauseDate(calendar.today);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = pauseError({ startDate, endDate }, calendar, locale);
    setError(problem);
    if (problem) return;
    try {
      await create.mutateAsync({ customerId, subscriptionId: subscriptionId || null, startDate, endDate });
      onClose();
    } catch (failure) {
      notifyFailure(failure, t('calendar.pauseFailed'));
    }
  };

  return (
    <form className="pause-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="pause-form__dates">
        <div className="subscription-field">
          <label htmlFor={`${id}-from`}>{t('calendar.from')}</label>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            min={calendar.firstChangeableDate}
            max={latest}
            value={startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              setError(null);
            }}
          />
          <span className="muted subscription-field__hint">{formatDate(startDate, locale)}</span>
        </div>
        <div className="subscription-field">
          <label htmlFor={`${id}-to`}>{t('calendar.to')}</label>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            min={startDate || calendar.firstChangeableDate}
            max={latest}
            value={endDate}
            onChange={(event) => {
              setEndDate(event.target.value);
              setError(null);
            }}
          />
          <span className="muted subscription-field__hint">{formatDate(endDate, locale)}</span>
        </div>
      </div>
      <div className="subscription-field">
        <label htmlFor={`${id}-which`}>{t('calendar.which')}</label>
        <select
          id={`${id}-which`}
          className="input"
          value={subscriptionId}
          onChange={(event) => setSubscriptionId(event.target.value)}
        >
          <option value="">{t('calendar.allSubscriptions')}</option>
          {(choices.data ?? []).map((subscription) => (
            <option key={subscription.id} value={subscription.id}>
              {subscription.subscriptionItem.productName}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="pause-form__error" role="alert">
          {t(error.id, error.values)}
        </p>
      ) : null}
      <ModalActions onCancel={onClose}>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('calendar.pause')}
        </button>
      </ModalActions>
    </form>
  );
}
