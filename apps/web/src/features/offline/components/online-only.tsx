import './offline.css';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { needsNetworkText } from '#src/features/offline/lib/offline-rules.ts';
import { useIsOffline } from '#src/features/offline/lib/online-status.ts';

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
  if (offline && shownOnline !== location.key) return <NeedsNetwork appPath={location.pathname} />;
  return <Outlet />;
}

function NeedsNetwork({ appPath }: { appPath: string }) {
  return (
    <section className="page-section needs-network">
      <h1>You are offline</h1>
      <p>{needsNetworkText(appPath)}</p>
      <p className="muted">This page loads by itself as soon as you are back online.</p>
      <Link className="button button--primary" to="/">
        Browse the shop
      </Link>
    </section>
  );
}
