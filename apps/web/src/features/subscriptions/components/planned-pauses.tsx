import type { Pause } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { useEndPause } from '#src/features/subscriptions/api/end-pause.ts';
import { shortDate } from '#src/features/subscriptions/lib/calendar-dates.ts';
import { calendarTexts } from '#src/features/subscriptions/lib/calendar-texts.ts';
import { notifyFailure } from '#src/features/subscriptions/lib/notify-failure.ts';

/** The pauses that have not ended, soonest first, each with 'Resume'. */
export function PlannedPauses({ pauses }: { pauses: readonly Pause[] }) {
  const end = useEndPause();
  if (pauses.length === 0) return null;
  return (
    <ul className="planned-pauses" aria-label={calendarTexts.pausesLabel}>
      {pauses.map((pause) => {
        const from = shortDate(pause.startDate);
        const to = shortDate(pause.endDate);
        const what = pause.productName ?? calendarTexts.allSubscriptions;
        const ending = end.isPending && end.variables === pause.id;
        return (
          <li key={pause.id} className="planned-pause">
            <span className="planned-pause__text">{calendarTexts.paused(from, to, what)}</span>
            <button
              type="button"
              className="button planned-pause__resume"
              aria-label={calendarTexts.resumeLabel(from, to, what)}
              disabled={ending}
              aria-busy={ending || undefined}
              onClick={() =>
                end.mutate(pause.id, { onError: (error) => notifyFailure(error, calendarTexts.resumeFailed) })
              }
            >
              {calendarTexts.resume}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
