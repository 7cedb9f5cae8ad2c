import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsOffline } from '#src/features/offline/lib/online-status.ts';

// Shown only offline, so kept out of the first visit's JavaScript (the worker has it precached).
const NeedsNetwork = lazy(() => import('#src/features/offline/components/needs-network.tsx'));

/**
 * The screens that show a shopper's own data (cart, checkout, orders, wallet, account) are never served from
 * a cache: opened offline, they say they need the network, and load by themselves when it returns. A screen
 * already shown stays while the network drops for a moment, so a checkout in progress is not thrown away.
 */
export function OnlineOnly() {
  const offline = useIsOffline();
  const location = useLocation();
  const [shownOnline, setShownOnline] = useState<string | null>(offline ? null : location.key);
  if (!offline && shownOnline !== location.key) setShownOnline(location.key);
  if (offline && shownOnline !== location.key) {
    return (
      <Suspense fallback={null}>
        <NeedsNetwork appPath={location.pathname} />
      </Suspense>
    );
  }
  return <Outlet />;
}
