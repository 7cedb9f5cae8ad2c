import { daysOfWeek } from '@haat/contract/content/content.values';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import type { Translate } from '#src/lib/i18n.tsx';

export interface Weekday {
  day: DayOfWeek;
  /** The letter shown: S M T W T F S (in Hindi र सो मं बु गु शु श). */
  letter: string;
  /** What assistive technology reads: 'Sunday'. */
  name: string;
  /** 'Sun': the day's name where the calendar has no letter above it. */
  short: string;
}

/** The week from Sunday, as the spec writes the letters (S M T W T F S), in the page's language. */
export function weekdaysIn(t: Translate): Weekday[] {
  return daysOfWeek.map((day) => ({
    day,
    letter: t(`calendar.letter.${day}`),
    name: t(`calendar.day.${day}`),
    short: t(`calendar.shortDay.${day}`),
  }));
}

/** Adds or removes a day, keeping the week's order (Sunday first) so the payload reads the same each time. */
export function toggleDay(days: readonly DayOfWeek[], day: DayOfWeek): DayOfWeek[] {
  const chosen = new Set(days);
  if (chosen.has(day)) chosen.delete(day);
  else chosen.add(day);
  return daysOfWeek.filter((item) => chosen.has(item));
}
