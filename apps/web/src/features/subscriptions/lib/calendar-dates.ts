import { formatDate } from '@haat/contract/format';
import { weekdays } from '#src/features/subscriptions/lib/weekdays.ts';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parts(date: string) {
  const at = new Date(`${date}T00:00:00Z`);
  return {
    day: at.getUTCDate(),
    month: SHORT_MONTHS[at.getUTCMonth()]!,
    year: at.getUTCFullYear(),
    weekday: at.getUTCDay(),
  };
}

/** `2026-12-01` → `1 Dec 2026`: the pause list's dates, short enough for a phone. */
export function shortDate(date: string): string {
  const { day, month, year } = parts(date);
  return `${day} ${month} ${year}`;
}

export interface CalendarDayLabel {
  /** 'Thu 26 Nov': what the day shows. */
  short: string;
  /** 'Thu': the day's name, shown where the grid has no letter above it. */
  weekday: string;
  /** '26 Nov'. */
  dayMonth: string;
  /** 'Thursday, 26 November 2026': what assistive technology reads. */
  long: string;
}

/** How one calendar date is labelled (calendar dates are India dates, read without a time zone). */
export function calendarDayLabel(date: string): CalendarDayLabel {
  const { day, month, weekday } = parts(date);
  const name = weekdays[weekday]!.name;
  const dayMonth = `${day} ${month}`;
  return {
    short: `${name.slice(0, 3)} ${dayMonth}`,
    weekday: name.slice(0, 3),
    dayMonth,
    long: `${name}, ${formatDate(date)}`,
  };
}
