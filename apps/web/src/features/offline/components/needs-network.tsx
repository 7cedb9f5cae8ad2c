import './offline.css';
import { Link } from 'react-router';
import { needsNetworkText } from '#src/features/offline/lib/offline-rules.ts';

/** What a signed-in screen opened offline shows instead of its data. */
export default function NeedsNetwork({ appPath }: { appPath: string }) {
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
