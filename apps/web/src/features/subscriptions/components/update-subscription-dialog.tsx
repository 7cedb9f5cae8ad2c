import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@haat/contract/format';
import type { Subscription } from '@haat/contract/subscriptions/subscriptions.schemas';
import { subscriptionUpdateError } from '@haat/contract/subscriptions/subscription-rules';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { notify } from '#src/lib/notify.ts';
import { useUpdateSubscription } from '#src/features/subscriptions/api/update-subscription.ts';
import { WeekdayPicker } from '#src/features/subscriptions/components/weekday-picker.tsx';

interface UpdateSubscriptionDialogProps {
  /** The subscription being edited; null when closed. */
  subscription: Subscription | null;
  onClose: () => void;
}

/** 'Update Subscription': the repeat days and the end date; the start date is shown but not editable (spec §5). */
export function UpdateSubscriptionDialog({ subscription, onClose }: UpdateSubscriptionDialogProps) {
  const t = useT();
  return (
    <Modal open={subscription !== null} title={t('subscriptions.updateTitle')} onClose={onClose}>
      {subscription ? <UpdateForm subscription={subscription} onClose={onClose} /> : null}
    </Modal>
  );
}

function UpdateForm({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const recurrence = subscription.subscriptionRecurrence;
  const [days, setDays] = useState(recurrence.daysOfWeek);
  const [endDate, setEndDate] = useState(recurrence.endDate ?? '');
  const update = useUpdateSubscription();
  const startId = useId();
  const endId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = { daysOfWeek: days, startDate: recurrence.startDate, endDate };
    const problem = subscriptionUpdateError(change);
    if (problem) return void notify.error(t(problem));
    try {
      await update.mutateAsync({ id: subscription.id, change: { subscriptionRecurrence: change } });
      onClose();
    } catch (error) {
      notify.error(error instanceof ApiRequestError ? error.message : t('subscriptions.updateFailed'));
    }
  };

  return (
    <form className="subscription-form" onSubmit={submit} noValidate>
      <p className="subscription-form__product">{subscription.subscriptionItem.productName}</p>
      <WeekdayPicker selected={days} onChange={setDays} />
      <div className="subscription-form__dates">
        <div className="subscription-field">
          <label htmlFor={startId}>{t('subscriptions.startDate')}</label>
          <input id={startId} className="input" type="date" value={recurrence.startDate} readOnly disabled />
          <span className="muted subscription-field__hint">{formatDate(recurrence.startDate, locale)}</span>
        </div>
        <div className="subscription-field">
          <label htmlFor={endId}>{t('subscriptions.endDate')}</label>
          <input
            id={endId}
            className="input"
            type="date"
            min={recurrence.startDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
          <span className="muted subscription-field__hint">
            {endDate ? formatDate(endDate, locale) : t('subscriptions.tillDate')}
          </span>
        </div>
      </div>
      <ModalActions onCancel={onClose}>
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {t('subscriptions.update')}
        </button>
      </ModalActions>
    </form>
  );
}
