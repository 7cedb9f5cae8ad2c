import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import { formatDate } from '@haat/contract/format';
import { usePackSize } from '#src/lib/i18n.tsx';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';
import { useChangeDeliveryDay } from '#src/features/subscriptions/api/change-delivery-day.ts';
import { useRestoreDeliveryDay } from '#src/features/subscriptions/api/restore-delivery-day.ts';
import type { ChosenDelivery } from '#src/features/subscriptions/components/calendar-days.tsx';
import { deliveryView, hasDayChange } from '#src/features/subscriptions/lib/delivery-view.ts';
import { notifyFailure } from '#src/features/subscriptions/lib/notify-failure.ts';
import { useWords } from '#src/features/subscriptions/lib/words.ts';

interface DeliveryDayDialogProps {
  /** The delivery being changed; null when closed. */
  chosen: ChosenDelivery | null;
  onClose: () => void;
}

/** One date of one subscription: skip it, change its quantity, or (once changed) deliver as usual. */
export function DeliveryDayDialog({ chosen, onClose }: DeliveryDayDialogProps) {
  const { t, locale } = useWords();
  return (
    <Modal
      open={chosen !== null}
      title={
        chosen
          ? t('calendar.dayDialogTitle', {
              product: chosen.delivery.productName,
              date: formatDate(chosen.date, locale),
            })
          : ''
      }
      size="sm"
      onClose={onClose}
    >
      {chosen ? <DayForm chosen={chosen} onClose={onClose} /> : null}
    </Modal>
  );
}

function DayForm({ chosen: { date, delivery }, onClose }: { chosen: ChosenDelivery; onClose: () => void }) {
  const [quantity, setQuantity] = useState(delivery.quantity > 0 ? delivery.quantity : delivery.usualQuantity);
  const change = useChangeDeliveryDay();
  const restore = useRestoreDeliveryDay();
  const busy = change.isPending || restore.isPending;
  const words = useWords();
  const { t } = words;
  const packSize = usePackSize();
  const view = deliveryView(delivery, words);
  const weight = packSize(delivery.weight, delivery.weightUnit as WeightUnit);
  const day = { subscriptionId: delivery.subscriptionId, date };

  const settle = (done: Promise<unknown>) =>
    done.then(onClose, (error: unknown) => notifyFailure(error, t('calendar.dayChangeFailed')));
  const save = () => {
    // The same quantity on a day that comes anyway changes nothing.
    if (delivery.status !== 'SKIPPED' && quantity === delivery.quantity) return onClose();
    void settle(change.mutateAsync({ ...day, quantity }));
  };

  return (
    <div className="day-form">
      <p className="day-form__product">
        {weight}
        {view.slot ? ` · ${view.slot}` : null}
      </p>
      <p className="muted">
        {t('calendar.usualQuantity', { quantity: delivery.usualQuantity })}
        {view.status ? ` · ${view.status}` : null}
      </p>
      <div className="day-form__quantity">
        <span>{t('calendar.quantity')}</span>
        <QuantityStepper
          quantity={quantity}
          productName={delivery.productName}
          busy={busy}
          removeDisabled={quantity <= 1}
          addDisabled={quantity >= MAX_LINE_QUANTITY}
          onAdd={() => setQuantity((value) => Math.min(value + 1, MAX_LINE_QUANTITY))}
          onRemove={() => setQuantity((value) => Math.max(value - 1, 1))}
        />
      </div>
      <div className="day-form__other">
        {delivery.status !== 'SKIPPED' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void settle(change.mutateAsync({ ...day, quantity: 0 }))}
          >
            {t('calendar.skipDay')}
          </button>
        ) : null}
        {hasDayChange(delivery) ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void settle(restore.mutateAsync(day))}
          >
            {t('calendar.deliverAsUsual')}
          </button>
        ) : null}
      </div>
      <ModalActions onCancel={onClose}>
        <button type="button" className="button button--primary" disabled={busy} onClick={save}>
          {t('calendar.save')}
        </button>
      </ModalActions>
    </div>
  );
}
