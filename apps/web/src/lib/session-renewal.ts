import { apiRequest, type AuthHooks, lazySchema } from '#src/lib/api-client.ts';
import type { AuthSession } from '#src/lib/auth-session.ts';

const customerSessionSchema = lazySchema(
  () => import('@haat/contract/identity/identity.schemas'),
  'customerSessionSchema',
);

export interface SessionRenewalOptions {
  session: AuthSession;
  /** Logs the user out on this device; called when there is no refresh token or renewal fails (spec §4). */
  logOut(): void;
  /** A Web Locks name shared by this store's tabs, so two tabs never spend the same refresh token. */
  lockName: string;
}

/** Runs `task` holding the cross-tab lock where the browser has the Web Locks API, else directly. */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
}

/**
 * The api client's auth hooks: the Bearer token, and renewal with the refresh token. Renewal is single-flight
 * (decision 005): refresh tokens are single use and a reused one revokes the whole family, so every request
 * that meets a 403 while a renewal runs waits for that same renewal.
 */
export function createSessionRenewal({ session, logOut, lockName }: SessionRenewalOptions): AuthHooks {
  let inFlight: Promise<boolean> | null = null;

  async function renew(rejectedToken: string | null): Promise<boolean> {
    const record = session.reload();
    if (!record) return false;
    // Another request or tab has renewed since this one was sent: retry with the newer token.
    if (rejectedToken && record.accessToken !== rejectedToken) return true;
    if (!record.refreshToken) {
      logOut();
      return false;
    }
    try {
      const renewed = await apiRequest('/api/identity/renewAccessToken', {
        skipAuth: true,
        headers: { Authorization: `Bearer ${record.refreshToken}` },
        schema: customerSessionSchema,
      });
      session.set({ ...record, ...renewed });
      return true;
    } catch {
      logOut();
      return false;
    }
  }

  return {
    getAccessToken: () => session.get()?.accessToken ?? null,
    renewAccessToken(rejectedToken) {
      inFlight ??= withLock(lockName, () => renew(rejectedToken)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
