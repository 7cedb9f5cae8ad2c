import { formatDate } from '@haat/contract/format';
import type { MessageId } from '#src/lib/i18n.tsx';
import { weekdaysIn } from '#src/features/subscriptions/lib/weekdays.ts';
import type { Words } from '#src/features/subscriptions/lib/words.ts';

const SHORT_MONTHS = [
  'calendar.month.JAN',
  'calendar.month.FEB',
  'calendar.month.MAR',
  'calendar.month.APR',
  'calendar.month.MAY',
  'calendar.month.JUN',
  'calendar.month.JUL',
  'calendar.month.AUG',
  'calendar.month.SEP',
  'calendar.month.OCT',
  'calendar.month.NOV',
  'calendar.month.DEC',
] as const satisfies readonly MessageId[];

function parts(date: string) {
  const at = new Date(`${date}T00:00:00Z`);
  return {
    day: at.getUTCDate(),
    month: SHORT_MONTHS[at.getUTCMonth()]!,
    year: at.getUTCFullYear(),
    weekday: at.getUTCDay(),
  };
}

/** `2026-12-01` → `1 Dec 2026` (in Hindi `1 दिसंबर 2026`): the pause list's dates, short enough for a phone. */
export function shortDate(date: string, { t }: Words): string {
  const { day, month, year } = parts(date);
  return t('calendar.shortDate', { day, month: t(month), year });
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
export function calendarDayLabel(date: string, { t, locale }: Words): CalendarDayLabel {
  const { day, month, weekday } = parts(date);
  const { name, short } = weekdaysIn(t)[weekday]!;
  const dayMonth = t('calendar.dayMonth', { day, month: t(month) });
  return {
    short: `${short} ${dayMonth}`,
    weekday: short,
    dayMonth,
    long: t('calendar.longDate', { weekday: name, date: formatDate(date, locale) }),
  };
}
