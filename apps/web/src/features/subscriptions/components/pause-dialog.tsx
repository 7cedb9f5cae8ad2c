import '#src/features/subscriptions/components/subscriptions.css';
import { useId, useState, type FormEvent } from 'react';
import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { formatDate } from '@haat/contract/format';
import { latestPauseDate } from '@haat/contract/subscriptions/delivery-days';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { useCreatePause } from '#src/features/subscriptions/api/create-pause.ts';
import { useSubscriptionChoices } from '#src/features/subscriptions/api/get-subscriptions.ts';
import { calendarTexts } from '#src/features/subscriptions/lib/calendar-texts.ts';
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
  return (
    <Modal open={open} title={calendarTexts.pauseDialogTitle} onClose={rest.onClose}>
      <PauseForm {...rest} />
    </Modal>
  );
}

function PauseForm({ customerId, calendar, onClose }: Omit<PauseDialogProps, 'open'>) {
  const id = useId();
  const [startDate, setStartDate] = useState(calendar.firstChangeableDate);
  const [endDate, setEndDate] = useState('');
  const [subscriptionId, setSubscriptionId] = useState('');
  // The rule broken at the last 'Pause'; changing a date clears it until the next try.
  const [error, setError] = useState<string | null>(null);
  const choices = useSubscriptionChoices(customerId, true);
  const create = useCreatePause();
  const latest = latestPauseDate(calendar.today);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = pauseError({ startDate, endDate }, calendar);
    setError(problem);
    if (problem) return;
    try {
      await create.mutateAsync({ customerId, subscriptionId: subscriptionId || null, startDate, endDate });
      onClose();
    } catch (failure) {
      notifyFailure(failure, calendarTexts.pauseFailed);
    }
  };

  return (
    <form className="pause-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="pause-form__dates">
        <div className="subscription-field">
          <label htmlFor={`${id}-from`}>{calendarTexts.from}</label>
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
          <span className="muted subscription-field__hint">{formatDate(startDate)}</span>
        </div>
        <div className="subscription-field">
          <label htmlFor={`${id}-to`}>{calendarTexts.to}</label>
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
          <span className="muted subscription-field__hint">{formatDate(endDate)}</span>
        </div>
      </div>
      <div className="subscription-field">
        <label htmlFor={`${id}-which`}>{calendarTexts.which}</label>
        <select
          id={`${id}-which`}
          className="input"
          value={subscriptionId}
          onChange={(event) => setSubscriptionId(event.target.value)}
        >
          <option value="">{calendarTexts.allSubscriptions}</option>
          {(choices.data ?? []).map((subscription) => (
            <option key={subscription.id} value={subscription.id}>
              {subscription.subscriptionItem.productName}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="pause-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <ModalActions onCancel={onClose}>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {calendarTexts.pause}
        </button>
      </ModalActions>
    </form>
  );
}
