import { SUBSCRIPTION_END_WITHIN_DAYS, SUBSCRIPTION_START_WITHIN_DAYS } from '../constants.ts';
import { formatDate, formatRupees, to12Hour } from '../format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Text } from '../i18n/translate.ts';
import { addDays, indiaToday } from './subscription-rules.ts';

/**
 * The daily-delivery calendar's rules, shared by the server (which enforces them) and the storefront (which
 * shows them). Every date is an India calendar date `YYYY-MM-DD`; every moment is computed from India's
 * fixed offset, so a server in any time zone gets the same answers.
 */

/** Changes for a date close the day before at the store's cut-off (24-hour `HH:MM`, India time). */
export const DEFAULT_SUBSCRIPTION_CUTOFF = '22:00';

/**
 * A wallet delivery the balance does not cover when the day's orders are made waits for a recharge until
 * this time on its delivery day (India time), after the evening's low-balance SMS; then it fails with the
 * balance reason, as before.
 */
export const WALLET_RECHARGE_DEADLINE = '06:00';

/** How many planned pauses (vacations) a shopper may have at once in a store. */
export const MAX_PLANNED_PAUSES = 10;

/** The calendar shows this week (from Sunday, as the spec's S M T W T F S) and the next. */
export const CALENDAR_DAYS = 14;

const INDIA_OFFSET_MINUTES = 330;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The moment `time` (India) on `date`. */
export function indiaMoment(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesOf(time) - INDIA_OFFSET_MINUTES) * 60_000);
}

/** The moment changes for `date` close: the day before, at the store's cut-off. */
export function changesCloseAt(date: string, cutoffTime: string): Date {
  return indiaMoment(addDays(date, -1), cutoffTime);
}

/** Whether a pause, skip or quantity change for `date` is still accepted at `now`. */
export function changesOpen(date: string, cutoffTime: string, now: Date): boolean {
  return now.getTime() < changesCloseAt(date, cutoffTime).getTime();
}

/** The first date a shopper may still change at `now`: tomorrow before the cut-off, else the day after. */
export function firstChangeableDate(cutoffTime: string, now: Date): string {
  const tomorrow = addDays(indiaToday(now), 1);
  return changesOpen(tomorrow, cutoffTime, now) ? tomorrow : addDays(tomorrow, 1);
}

/**
 * The date a subscription set up at `now` starts on: the one asked for, unless orders for it have closed (its
 * cut-off, the day before, has passed), then the first date still open. Its slot on a closed date is one the
 * store has planned without it (and, later in the day, one already gone), so it never gets a delivery.
 */
export function openStartDate(requested: string, cutoffTime: string, now: Date): string {
  const firstOpen = firstChangeableDate(cutoffTime, now);
  return requested < firstOpen ? firstOpen : requested;
}

/** Whether a delivery window on `date` is over at `now` (India time); one ending at or before its start ends the next day. */
export function slotHasEnded(date: string, slot: { startTime: string; endTime: string }, now: Date): boolean {
  const endDate = slot.endTime <= slot.startTime ? addDays(date, 1) : date;
  return indiaMoment(endDate, slot.endTime).getTime() <= now.getTime();
}

/** The last date a pause may reach, counted from India's today. */
export const latestPauseDate = (today: string): string => addDays(today, SUBSCRIPTION_END_WITHIN_DAYS);

/**
 * How far ahead one date's delivery may be changed: as far as a subscription may start. The calendar shows a
 * fortnight, and a longer absence is a pause; without a horizon a change for 2099 was kept (issue 33).
 */
export const DAY_CHANGE_WITHIN_DAYS = SUBSCRIPTION_START_WITHIN_DAYS;

/** The last date whose delivery may be changed, counted from India's today. */
export const latestDayChangeDate = (today: string): string => addDays(today, DAY_CHANGE_WITHIN_DAYS);

/** The calendar's dates: from the Sunday of `today`'s week, two weeks. */
export function calendarDates(today: string): string[] {
  const sunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(sunday, i));
}

/** A delivery-day text not yet put into words: a catalogue id and its values. */
export type DeliveryDayText = Text;

/**
 * The shopper-visible texts of pauses, day changes and the wallet notice (ours: the spec has none), as catalogue
 * ids (area `delivery`). Those with a date, a time or an amount are Texts whose values are already written in
 * the reader's `locale` (dates and times read differently in each language): put into words with
 * `translate(locale, text)` on the server, `t(text.id, text.values)` on the storefront.
 */
export const deliveryDayMessages = {
  changesClosed: (date: string, cutoffTime: string, locale: Locale = 'en'): Text => ({
    id: 'delivery.changesClosed',
    values: {
      date: formatDate(date, locale),
      time: to12Hour(cutoffTime, locale),
      dayBefore: formatDate(addDays(date, -1), locale),
    },
  }),
  /**
   * Why a subscription asked to start on `requested` starts on `start` instead (the set-up page says it before
   * Confirm): that day's slot, or its orders, closed at the cut-off the day before.
   */
  startsLater: (
    at: {
      requested: string;
      start: string;
      today: string;
      cutoffTime: string;
      slot: { startTime: string; endTime: string } | null;
    },
    locale: Locale = 'en',
  ): Text => {
    const values = {
      startDay: at.start === addDays(at.today, 1) ? 'tomorrow' : 'later',
      date: formatDate(at.start, locale),
      requestedDay: at.requested === at.today ? 'today' : 'tomorrow',
      time: to12Hour(at.cutoffTime, locale),
    };
    if (!at.slot) return { id: 'subscriptions.startsLater', values };
    const slot = `${to12Hour(at.slot.startTime, locale)} – ${to12Hour(at.slot.endTime, locale)}`;
    return { id: 'subscriptions.startsLaterSlot', values: { ...values, slot } };
  },
  beforeStart: 'delivery.beforeStart',
  afterEnd: 'delivery.afterEnd',
  notADeliveryDay: 'delivery.notADeliveryDay',
  dayTooFar: { id: 'delivery.dayTooFar', values: { days: DAY_CHANGE_WITHIN_DAYS } } as Text,
  pauseTooFar: 'delivery.pauseTooFar',
  tooManyPauses: { id: 'delivery.tooManyPauses', values: { count: MAX_PLANNED_PAUSES } } as Text,
  pauseNotFound: 'delivery.pauseNotFound',
  walletShort: (shortfall: number, date: string, locale: Locale = 'en'): Text => ({
    id: 'delivery.walletShort',
    values: { amount: formatRupees(shortfall), date: formatDate(date, locale) },
  }),
} as const;

/**
 * A pause's dates, by the rules the server enforces and the storefront checks before sending: the end not
 * before the start, nor past a year from today; the start still open for changes. The first broken rule's
 * text (its dates in `locale`), or null. (The server checks again, under its lock, that the job has not
 * served a date in it.)
 */
export function pauseDatesError(
  pause: { startDate: string; endDate: string },
  at: { today: string; firstChangeableDate: string; cutoffTime: string },
  locale: Locale = 'en',
): Text | null {
  if (pause.endDate < pause.startDate) return { id: 'subscription.endBeforeStart' };
  if (pause.endDate > latestPauseDate(at.today)) return { id: deliveryDayMessages.pauseTooFar };
  if (pause.startDate < at.firstChangeableDate)
    return deliveryDayMessages.changesClosed(pause.startDate, at.cutoffTime, locale);
  return null;
}
