import './offline-bar.css';
import { isOffline, subscribeToOnlineStatus } from '#src/features/offline/lib/online-status.ts';

/**
 * The "You are offline" bar, outside the React tree so that it shows whatever the app is doing (a page
 * served from the cache, a spinner, an error). A live region: screen readers hear it come and go.
 */
export function showOfflineBar(doc: Document = document): HTMLElement {
  const bar = doc.createElement('div');
  bar.className = 'offline-bar';
  bar.setAttribute('role', 'status');
  const title = doc.createElement('strong');
  title.textContent = 'You are offline.';
  const detail = doc.createElement('span');
  detail.textContent = 'Showing the shop as you last saw it.';
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
