import { messages } from '@haat/contract/messages';
import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { deliveryDayMessages, latestPauseDate, MAX_PLANNED_PAUSES } from '@haat/contract/subscriptions/delivery-days';
import { calendarTexts } from '#src/features/subscriptions/lib/calendar-texts.ts';

export interface PauseDraft {
  startDate: string;
  endDate: string;
}

/**
 * The server's pause rules in the server's order, checked before sending (dates compare as `YYYY-MM-DD`
 * text): both dates (the form's own); the end not before the start nor past a year from today; the start
 * not before the first date still open to changes; room for one more planned pause. The first broken
 * rule's message, or null.
 */
export function pauseError(
  draft: PauseDraft,
  calendar: Pick<DeliveryCalendar, 'today' | 'cutoffTime' | 'firstChangeableDate' | 'pauses'>,
): string | null {
  const { startDate, endDate } = draft;
  if (!startDate || !endDate) return calendarTexts.datesRequired;
  if (endDate < startDate) return messages.subscription.endBeforeStart;
  if (endDate > latestPauseDate(calendar.today)) return deliveryDayMessages.pauseTooFar;
  if (startDate < calendar.firstChangeableDate)
    return deliveryDayMessages.changesClosed(startDate, calendar.cutoffTime);
  if (calendar.pauses.length >= MAX_PLANNED_PAUSES) return deliveryDayMessages.tooManyPauses;
  return null;
}
