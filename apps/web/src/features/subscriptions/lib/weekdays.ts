import { daysOfWeek } from '@haat/contract/content/content.schemas';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';

export interface Weekday {
  day: DayOfWeek;
  /** The one letter shown: S M T W T F S. */
  letter: string;
  /** What assistive technology reads: 'Sunday'. */
  name: string;
}

/** The week from Sunday, as the spec writes the letters (S M T W T F S). */
export const weekdays: readonly Weekday[] = daysOfWeek.map((day) => ({
  day,
  letter: day.charAt(0),
  name: day.charAt(0) + day.slice(1).toLowerCase(),
}));

/** Adds or removes a day, keeping the week's order (Sunday first) so the payload reads the same each time. */
export function toggleDay(days: readonly DayOfWeek[], day: DayOfWeek): DayOfWeek[] {
  const chosen = new Set(days);
  if (chosen.has(day)) chosen.delete(day);
  else chosen.add(day);
  return daysOfWeek.filter((item) => chosen.has(item));
}
