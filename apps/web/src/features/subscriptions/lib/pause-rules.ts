import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { deliveryDayMessages, MAX_PLANNED_PAUSES, pauseDatesError } from '@haat/contract/subscriptions/delivery-days';
import { calendarTexts } from '#src/features/subscriptions/lib/calendar-texts.ts';

export interface PauseDraft {
  startDate: string;
  endDate: string;
}

/**
 * The server's pause rules in the server's order, checked before sending: both dates (the form's own); the
 * contract's date rules; room for one more planned pause. The first broken rule's message, or null.
 */
export function pauseError(
  draft: PauseDraft,
  calendar: Pick<DeliveryCalendar, 'today' | 'cutoffTime' | 'firstChangeableDate' | 'pauses'>,
): string | null {
  if (!draft.startDate || !draft.endDate) return calendarTexts.datesRequired;
  const datesError = pauseDatesError(draft, calendar);
  if (datesError) return datesError;
  if (calendar.pauses.length >= MAX_PLANNED_PAUSES) return deliveryDayMessages.tooManyPauses;
  return null;
}
