import { formatRupees, to12Hour } from '@haat/contract/format';
import type { CalendarDelivery } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { calendarTexts, deliveryStatusWords } from '#src/features/subscriptions/lib/calendar-texts.ts';

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

/** `07:00 AM` that never breaks between the figures and AM in a narrow day: the slot wraps at the dash. */
const time = (hhmm: string) => to12Hour(hhmm).replace(' ', '\u00a0');

const coming = new Set<CalendarDelivery['status']>(['SCHEDULED', 'ORDERED']);

/** What one day's delivery shows, by its status (the calendar's rendering rules in one place). */
export function deliveryView(delivery: CalendarDelivery): DeliveryView {
  const comes = coming.has(delivery.status);
  const slot = delivery.timeSlot ? `${time(delivery.timeSlot.startTime)} – ${time(delivery.timeSlot.endTime)}` : null;
  return {
    // '× 3' stays with the name's last word rather than wrapping alone.
    title: comes ? `${delivery.productName}\u00a0×\u00a0${delivery.quantity}` : delivery.productName,
    slot: comes ? slot : null,
    price: comes ? formatRupees(delivery.price) : null,
    change:
      comes && delivery.quantity !== delivery.usualQuantity ? calendarTexts.usually(delivery.usualQuantity) : null,
    status:
      delivery.status === 'FAILED' ? calendarTexts.notDelivered(delivery.reason) : deliveryStatusWords[delivery.status],
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
