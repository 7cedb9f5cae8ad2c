import type { Locale } from '@haat/contract/i18n/locales';
import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import {
  deliveryDayMessages,
  MAX_PLANNED_PAUSES,
  pauseDatesError,
  type DeliveryDayText,
} from '@haat/contract/subscriptions/delivery-days';

export interface PauseDraft {
  startDate: string;
  endDate: string;
}

/**
 * The server's pause rules in the server's order, checked before sending: both dates (the form's own); the
 * contract's date rules; room for one more planned pause. The first broken rule's text (its dates in
 * `locale`), or null.
 */
export function pauseError(
  draft: PauseDraft,
  calendar: Pick<DeliveryCalendar, 'today' | 'cutoffTime' | 'firstChangeableDate' | 'pauses'>,
  locale: Locale = 'en',
): DeliveryDayText | null {
  if (!draft.startDate || !draft.endDate) return { id: 'calendar.datesRequired' };
  const datesError = pauseDatesError(draft, calendar, locale);
  if (datesError) return datesError;
  if (calendar.pauses.length >= MAX_PLANNED_PAUSES) return deliveryDayMessages.tooManyPauses;
  return null;
}
