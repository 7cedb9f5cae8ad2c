import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginReturnState } from '#src/lib/auth-session.ts';
import { useIsLoggedIn } from '#src/lib/store-context.tsx';

/**
 * The login guard of spec §2, applied once in the route table around cart, account, order and subscription
 * set-up: a logged-out visitor goes to /login with the requested location as the return place, replacing
 * the history entry (Back does not bounce into the guard again).
 */
export function RequireLogin() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (isLoggedIn) return <Outlet />;
  const state: LoginReturnState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to="/login" replace state={state} />;
}
