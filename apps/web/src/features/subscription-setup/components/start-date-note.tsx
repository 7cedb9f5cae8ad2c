import type { DeliverySlot } from '@haat/contract/content/content.schemas';
import { deliveryDayMessages, openStartDate } from '@haat/contract/subscriptions/delivery-days';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { useLocale, useT } from '#src/lib/i18n.tsx';

interface StartDateNoteProps {
  /** The start date picked (`YYYY-MM-DD`). */
  startDate: string;
  /** The store's cut-off (`HH:MM`, India time), once known. */
  cutoffTime: string | undefined;
  slot: DeliverySlot | null;
}

/**
 * Says before Confirm that the subscription starts later than the date picked, and why: that day's orders
 * closed at the store's cut-off the day before, so its slot is not to be had (issue 39). The server moves the
 * start by the same rule.
 */
export function StartDateNote({ startDate, cutoffTime, slot }: StartDateNoteProps) {
  const t = useT();
  const locale = useLocale();
  const today = indiaToday();
  // A start before today is refused with the spec's message on Confirm; nothing to explain here.
  if (!cutoffTime || !startDate || startDate < today) return null;
  const start = openStartDate(startDate, cutoffTime, new Date());
  if (start === startDate) return null;
  const note = deliveryDayMessages.startsLater({ requested: startDate, start, today, cutoffTime, slot }, locale);
  return (
    <p className="start-date-note" role="status">
      {t(note.id, note.values)}
    </p>
  );
}
