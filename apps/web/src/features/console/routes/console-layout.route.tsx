import '#src/features/console/console.css';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { FullScreenError } from '#src/ui/full-screen-error.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useConsoleScope } from '#src/features/console/api/console-request.ts';
import { useConsoleMe } from '#src/features/console/api/get-me.ts';
import { useStaffSession } from '#src/features/console/api/staff-session.ts';
import { ConsoleHeader } from '#src/features/console/components/console-header.tsx';
import { useConsoleEvents } from '#src/features/console/api/console-events.ts';
import { useNewOrderAlert } from '#src/features/console/components/new-order-alerts.tsx';

/** Signed in: the store's order events, on every screen, with a chime (and a notification) for a new order. */
function OrdersLive() {
  useConsoleEvents(useNewOrderAlert());
  return null;
}

// Only for a browser not signed in: a signed-in member's first load carries no form library.
const ConsoleLogin = lazy(() =>
  import('#src/features/console/components/console-login.tsx').then((module) => ({ default: module.ConsoleLogin })),
);

/**
 * The shop's console (issue 37, decision 041): its own shell. Without a staff session it is the sign-in; with
 * one, the member's screens, the role the server gives them deciding which.
 */
export default function ConsoleLayoutRoute() {
  const session = useStaffSession(useConsoleScope().sessionKey);
  const me = useConsoleMe(session !== null);
  if (!session) {
    return (
      <div className="console">
        <ConsoleHeader me={null} />
        <main id="main" className="console__main">
          <Suspense fallback={<FullScreenSpinner />}>
            <ConsoleLogin />
          </Suspense>
        </main>
      </div>
    );
  }
  if (me.isPending) return <FullScreenSpinner />;
  if (me.isError) {
    const status = me.error instanceof ApiRequestError ? me.error.status : 500;
    return <FullScreenError status={status} message={me.error.message} />;
  }
  return (
    <div className="console">
      <OrdersLive />
      <ConsoleHeader me={me.data} />
      <main id="main" className="console__main">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet context={me.data} />
        </Suspense>
      </main>
    </div>
  );
}
