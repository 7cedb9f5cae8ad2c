import './offline-bar.css';
import type { MessageId } from '#src/lib/i18n.tsx';
import { isOffline, subscribeToOnlineStatus } from '#src/features/offline/lib/online-status.ts';

/**
 * The "You are offline" bar, outside the React tree so that it shows whatever the app is doing (a page
 * served from the cache, a spinner, an error). A live region: screen readers hear it come and go. `t` puts its
 * texts into the page's language.
 */
export function showOfflineBar(t: (id: MessageId) => string, doc: Document = document): HTMLElement {
  const bar = doc.createElement('div');
  bar.className = 'offline-bar';
  bar.setAttribute('role', 'status');
  const title = doc.createElement('strong');
  title.textContent = t('offline.barTitle');
  const detail = doc.createElement('span');
  detail.textContent = t('offline.barDetail');
  bar.append(title, detail);
  const update = () => {
    bar.hidden = !isOffline();
    // The end of the page (the footer's last links) stays reachable above the bar.
    doc.body.style.paddingBottom = bar.hidden ? '' : `${bar.offsetHeight}px`;
  };
  doc.body.append(bar);
  update();
  subscribeToOnlineStatus(update);
  return bar;
}
