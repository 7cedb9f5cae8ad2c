import { useState, type CSSProperties } from 'react';
import { ANNOUNCEMENT_SCROLL_SECONDS } from '@haat/contract/constants';
import { useIsHydrated } from '#src/lib/hydration.ts';
import { useT } from '#src/lib/i18n.tsx';
import { browserStorage, readJson, writeJson } from '#src/lib/storage.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { CloseIcon } from '#src/ui/icons.tsx';
import { useAnnouncementBars } from '#src/features/store/api/get-announcement-bars.ts';

function readDismissedId(key: string): string | null {
  const value = readJson(browserStorage('session'), key);
  return typeof value === 'string' ? value : null;
}

/**
 * The store's first announcement bar when enabled: its message scrolls in a 15 s loop in its own colours
 * (still and wrapped under prefers-reduced-motion; paused on hover or focus). Dismissing hides it for the
 * rest of the browser session; a new announcement shows again.
 */
export function AnnouncementBar() {
  const t = useT();
  const { storageKeys } = useStore();
  // Session storage is the browser's: the server (and hydration) render the bar as not dismissed.
  const dismissedEarlier = useIsHydrated() ? readDismissedId(storageKeys.announcementDismissed) : null;
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const dismissedId = dismissedNow ?? dismissedEarlier;
  const { data, isPending } = useAnnouncementBars();

  // Keep the bar's height while it loads so the page does not jump when it arrives.
  if (isPending) return dismissedId ? null : <div className="announcement announcement--loading" aria-hidden="true" />;
  const bar = data?.[0];
  if (!bar || !bar.enabled || bar.id === dismissedId) return null;

  function dismiss(id: string) {
    writeJson(browserStorage('session'), storageKeys.announcementDismissed, id);
    setDismissedNow(id);
  }

  const colours: CSSProperties = { backgroundColor: bar.backgroundColor, color: bar.color };
  return (
    <section className="announcement" style={colours} aria-label={t('shell.announcement')}>
      <div className="announcement__track" tabIndex={0}>
        <p className="announcement__message" style={{ animationDuration: `${ANNOUNCEMENT_SCROLL_SECONDS}s` }}>
          {bar.message}
        </p>
      </div>
      <button
        type="button"
        className="announcement__close"
        aria-label={t('shell.dismissAnnouncement')}
        onClick={() => dismiss(bar.id)}
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
