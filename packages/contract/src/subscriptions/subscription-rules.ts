import { messages } from '../messages.ts';
import type { DayOfWeek, SubscriptionPaymentMethod } from './subscriptions.schemas.ts';

/** Today's date in India as `YYYY-MM-DD`: start dates and deliveries follow the shop's calendar. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

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
 * The confirmation rules of spec §5, in their order; the first broken one's message, or null. One
 * deliberate fix to (5): as originally built, either COD or the wallet being disabled blocked every
 * subscription; here (5) fires only when no mode is enabled or the chosen mode is disabled, so a store with
 * only the wallet on can still take subscriptions. Dates compare as `YYYY-MM-DD` text.
 */
export function subscriptionConfirmError(
  draft: SubscriptionDraft,
  today: string,
  options: SubscriptionPaymentOptions,
): string | null {
  if (!draft.startDate || draft.daysOfWeek.length === 0) return messages.subscription.selectDaysAndStart;
  if (draft.startDate < today) return messages.subscription.invalidStart;
  if (draft.endDate && draft.endDate < draft.startDate) return messages.subscription.endBeforeStart;
  if (!draft.hasAddress) return messages.subscription.addAddress;
  const chosenDisabled =
    (draft.paymentMethod === 'COD' && !options.codEnabled) ||
    (draft.paymentMethod === 'HAAT_WALLET' && !options.walletEnabled);
  if ((!options.codEnabled && !options.walletEnabled) || chosenDisabled) return messages.subscription.paymentDisabled;
  if (!draft.paymentMethod) return messages.subscription.selectPayment;
  return null;
}

/** The account edit rules of spec §5: at least one day; the end not before the start. */
export function subscriptionUpdateError(recurrence: {
  daysOfWeek: readonly DayOfWeek[];
  startDate: string;
  endDate: string | null | undefined;
}): string | null {
  if (recurrence.daysOfWeek.length === 0) return messages.subscription.selectDays;
  if (recurrence.endDate && recurrence.endDate < recurrence.startDate) return messages.subscription.endBeforeStart;
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
