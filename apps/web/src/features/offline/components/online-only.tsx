import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsOffline } from '#src/features/offline/lib/online-status.ts';
import { NeedsNetwork } from '#src/features/offline/components/offline-notice.tsx';

/**
 * The pages nothing is kept of for offline use (the page table's pages without `offline`: signing in and the
 * screens of a shopper's own data, cart, checkout, orders, wallet, account) are never served from a cache:
 * opened offline, they say they need the network, and load by themselves when it returns. A screen already
 * shown stays while the network drops for a moment, so a checkout in progress is not thrown away.
 */
export function OnlineOnly() {
  const offline = useIsOffline();
  const location = useLocation();
  const [shownOnline, setShownOnline] = useState<string | null>(offline ? null : location.key);
  if (!offline && shownOnline !== location.key) setShownOnline(location.key);
  if (offline && shownOnline !== location.key) return <NeedsNetwork />;
  return <Outlet />;
}
