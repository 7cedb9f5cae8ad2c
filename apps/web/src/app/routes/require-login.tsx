import { Outlet } from 'react-router';

/**
 * The login guard of spec §2, applied once in the route table around cart, account, order and
 * subscription set-up. The identity issue makes it send a logged-out visitor to /login (state: the
 * requested location, history entry replaced); until then it lets everyone through.
 */
export function RequireLogin() {
  return <Outlet />;
}
