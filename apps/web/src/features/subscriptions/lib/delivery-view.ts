import { formatRupees, to12Hour } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import type { CalendarDelivery } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import type { MessageId } from '#src/lib/i18n.tsx';
import type { Words } from '#src/features/subscriptions/lib/words.ts';

export interface DeliveryView {
  /** 'Cow Milk × 2' for a delivery that comes (or came); the bare name for one that does not. */
  title: string;
  /** '07:00 AM – 09:00 AM'; null without a slot or for a delivery that does not come. */
  slot: string | null;
  /** '₹56.00'; null for a delivery that does not come. */
  price: string | null;
  /** 'Usually 1' when this date's quantity differs from the usual one. */
  change: string | null;
  /** The status in words ('Skipped', 'Not delivered: Out of stock'); null for a plain scheduled delivery. */
  status: string | null;
  /** Styles only (the words above always say it too): on its way, done, or not coming. */
  tone: 'coming' | 'done' | 'off' | 'problem';
}

/** Why a delivery will not come, or what became of it; null for one that is simply on its way. */
const statusWords: Record<CalendarDelivery['status'], MessageId | null> = {
  SCHEDULED: null,
  ORDERED: 'calendar.status.ORDERED',
  FAILED: 'calendar.status.FAILED',
  PAUSED: 'calendar.status.PAUSED',
  SKIPPED: 'calendar.status.SKIPPED',
  SWITCHED_OFF: 'calendar.status.SWITCHED_OFF',
  BEFORE_START: 'calendar.status.BEFORE_START',
  AFTER_END: 'calendar.status.AFTER_END',
  OUT_OF_STOCK: 'calendar.status.OUT_OF_STOCK',
  NOT_ORDERED: 'calendar.status.NOT_ORDERED',
};

/** `07:00 AM` (or `सुबह 7:00 बजे`) that never breaks inside: the slot wraps at the dash. */
const time = (hhmm: string, locale: Locale) => to12Hour(hhmm, locale).replaceAll(' ', '\u00a0');

const coming = new Set<CalendarDelivery['status']>(['SCHEDULED', 'ORDERED']);

function statusOf(delivery: CalendarDelivery, { t }: Words): string | null {
  // The server answers the reason in the page's language.
  if (delivery.status === 'FAILED' && delivery.reason) {
    return t('calendar.notDeliveredBecause', { reason: delivery.reason });
  }
  const words = statusWords[delivery.status];
  return words ? t(words) : null;
}

/** What one day's delivery shows, by its status (the calendar's rendering rules in one place). */
export function deliveryView(delivery: CalendarDelivery, words: Words): DeliveryView {
  const comes = coming.has(delivery.status);
  const { timeSlot } = delivery;
  const slot = timeSlot ? `${time(timeSlot.startTime, words.locale)} – ${time(timeSlot.endTime, words.locale)}` : null;
  return {
    // '× 3' stays with the name's last word rather than wrapping alone.
    title: comes ? `${delivery.productName}\u00a0×\u00a0${delivery.quantity}` : delivery.productName,
    slot: comes ? slot : null,
    price: comes ? formatRupees(delivery.price) : null,
    change:
      comes && delivery.quantity !== delivery.usualQuantity
        ? words.t('calendar.usually', { quantity: delivery.usualQuantity })
        : null,
    status: statusOf(delivery, words),
    tone:
      delivery.status === 'SCHEDULED'
        ? 'coming'
        : delivery.status === 'ORDERED'
          ? 'done'
          : delivery.status === 'FAILED' || delivery.status === 'OUT_OF_STOCK'
            ? 'problem'
            : 'off',
  };
}

/** The day has a change of the shopper's own that 'Deliver as usual' would undo. */
export function hasDayChange(delivery: CalendarDelivery): boolean {
  return (
    delivery.status === 'SKIPPED' || (delivery.status === 'SCHEDULED' && delivery.quantity !== delivery.usualQuantity)
  );
}
