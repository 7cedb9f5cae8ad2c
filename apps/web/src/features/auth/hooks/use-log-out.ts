import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSessionOnServer } from '#src/features/auth/api/log-out.ts';
import { clearSignedInUser } from '#src/lib/auth-session.ts';
import { useStore } from '#src/lib/store-context.tsx';

/**
 * Logout of spec §4: go to /, clear the session and reset the user, then reload so no cached data of this
 * shopper survives. Home first, so the login guard of the account page never sees the logged-out state.
 * The server is told to end the session too (decision 012); the device is cleared whatever it answers, and
 * a shopper is never kept waiting for it.
 */
export function useLogOut() {
  const { authSession, globalState } = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = authSession.get()?.refreshToken;
    if (refreshToken) endSessionOnServer(refreshToken).catch(() => undefined);
    await navigate('/', { replace: true });
    clearSignedInUser(authSession, globalState);
    window.location.reload();
  }, [authSession, globalState, navigate]);
}
