import type { Pause } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { useEndPause } from '#src/features/subscriptions/api/end-pause.ts';
import { shortDate } from '#src/features/subscriptions/lib/calendar-dates.ts';
import { notifyFailure } from '#src/features/subscriptions/lib/notify-failure.ts';
import { useWords } from '#src/features/subscriptions/lib/words.ts';

/** The pauses that have not ended, soonest first, each with 'Resume'. */
export function PlannedPauses({ pauses }: { pauses: readonly Pause[] }) {
  const end = useEndPause();
  const words = useWords();
  const { t } = words;
  if (pauses.length === 0) return null;
  return (
    <ul className="planned-pauses" aria-label={t('calendar.pausesLabel')}>
      {pauses.map((pause) => {
        const from = shortDate(pause.startDate, words);
        const to = shortDate(pause.endDate, words);
        const what = pause.productName ?? t('calendar.allSubscriptions');
        const ending = end.isPending && end.variables === pause.id;
        return (
          <li key={pause.id} className="planned-pause">
            <span className="planned-pause__text">{t('calendar.paused', { from, to, what })}</span>
            <button
              type="button"
              className="button planned-pause__resume"
              aria-label={t('calendar.resumeLabel', { from, to, what })}
              disabled={ending}
              aria-busy={ending || undefined}
              onClick={() =>
                end.mutate(pause.id, { onError: (error) => notifyFailure(error, t('calendar.resumeFailed')) })
              }
            >
              {t('calendar.resume')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
