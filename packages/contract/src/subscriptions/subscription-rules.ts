import { SUBSCRIPTION_END_WITHIN_DAYS, SUBSCRIPTION_START_WITHIN_DAYS } from '../constants.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';
import type { DayOfWeek, SubscriptionPaymentMethod } from './subscriptions.schemas.ts';

/** Today's date in India as `YYYY-MM-DD`: start dates and deliveries follow the shop's calendar. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The last start date a subscription may have, counted from India's today. */
export const latestStartDate = (today: string): string => addDays(today, SUBSCRIPTION_START_WITHIN_DAYS);

/** The last end date a subscription starting on `startDate` may have. */
export const latestEndDate = (startDate: string): string => addDays(startDate, SUBSCRIPTION_END_WITHIN_DAYS);

/** The weekday of a `YYYY-MM-DD` date. */
export function dayOfWeekOf(date: string): DayOfWeek {
  const days: DayOfWeek[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
  return days[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

export interface SubscriptionDraft {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  daysOfWeek: readonly DayOfWeek[];
  hasAddress: boolean;
  paymentMethod: SubscriptionPaymentMethod | '' | null | undefined;
}

export interface SubscriptionPaymentOptions {
  codEnabled: boolean;
  walletEnabled: boolean;
}

/**
 * The confirmation rules of spec §5, in their order; the first broken one's message (a catalogue id), or null. One
 * deliberate fix to (5): as originally built, either COD or the wallet being disabled blocked every
 * subscription; here (5) fires only when no mode is enabled or the chosen mode is disabled, so a store with
 * only the wallet on can still take subscriptions. Our own horizons (a start within
 * SUBSCRIPTION_START_WITHIN_DAYS, an end within SUBSCRIPTION_END_WITHIN_DAYS of it) follow the date rule
 * they extend. Dates compare as `YYYY-MM-DD` text.
 */
export function subscriptionConfirmError(
  draft: SubscriptionDraft,
  today: string,
  options: SubscriptionPaymentOptions,
): MessageId | null {
  if (!draft.startDate || draft.daysOfWeek.length === 0) return 'subscription.selectDaysAndStart';
  if (draft.startDate < today) return 'subscription.invalidStart';
  if (draft.startDate > latestStartDate(today)) return 'subscription.startTooFar';
  const endError = endDateError(draft.startDate, draft.endDate);
  if (endError) return endError;
  if (!draft.hasAddress) return 'subscription.addAddress';
  const chosenDisabled =
    (draft.paymentMethod === 'COD' && !options.codEnabled) ||
    (draft.paymentMethod === 'HAAT_WALLET' && !options.walletEnabled);
  if ((!options.codEnabled && !options.walletEnabled) || chosenDisabled) return 'subscription.paymentDisabled';
  if (!draft.paymentMethod) return 'subscription.selectPayment';
  return null;
}

/** The account edit rules of spec §5: at least one day; the end not before the start (nor past the horizon). */
export function subscriptionUpdateError(recurrence: {
  daysOfWeek: readonly DayOfWeek[];
  startDate: string;
  endDate: string | null | undefined;
}): MessageId | null {
  if (recurrence.daysOfWeek.length === 0) return 'subscription.selectDays';
  return endDateError(recurrence.startDate, recurrence.endDate);
}

/** An end date is optional; set, it lies between the start and the horizon. */
function endDateError(startDate: string, endDate: string | null | undefined): MessageId | null {
  if (!endDate) return null;
  if (endDate < startDate) return 'subscription.endBeforeStart';
  if (endDate > latestEndDate(startDate)) return 'subscription.endTooFar';
  return null;
}

/** Whether a subscription delivers on `date`: its weekday is chosen and the date is within the range. */
export function deliversOn(
  subscription: { daysOfWeek: readonly DayOfWeek[]; startDate: string; endDate: string | null },
  date: string,
): boolean {
  if (date < subscription.startDate) return false;
  if (subscription.endDate && date > subscription.endDate) return false;
  return subscription.daysOfWeek.includes(dayOfWeekOf(date));
}
