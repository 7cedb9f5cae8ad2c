import { signedOutUser, type GlobalStore } from '#src/lib/global-state.ts';
import { readJson, removeItem, writeJson } from '#src/lib/storage.ts';

/** The stored auth record (spec §3); logged in means such a record exists (spec §4). */
export interface AuthRecord {
  accessToken: string;
  refreshToken: string;
  mobile?: string;
  customerId?: string;
  accessTokenExpiresAt?: string;
  refreshTokenExpiresAt?: string;
  [field: string]: unknown;
}

/** A guest's Add to Cart, carried through login and finished once logged in (issue 39). */
export interface PendingCartAdd {
  productVariantId: string;
  /** For the login page to say what will be added. */
  productName: string;
}

/** What the login guard hands to /login: the place to return to after login (spec §2), and any add to finish. */
export interface LoginReturnState {
  from: { pathname: string; search: string; hash: string };
  pendingCartAdd?: PendingCartAdd;
}

/** The add to finish that router state carries (to /login, then back), or null; history state is checked. */
export function pendingCartAddFrom(state: unknown): PendingCartAdd | null {
  const pending = (state as { pendingCartAdd?: Partial<PendingCartAdd> } | null)?.pendingCartAdd;
  if (!pending || typeof pending.productVariantId !== 'string' || pending.productVariantId === '') return null;
  return { productVariantId: pending.productVariantId, productName: String(pending.productName ?? '') };
}

/** The guard's return place from router state, else '/' (spec §2); only in-app paths are accepted. */
export function returnPathFrom(state: unknown): string {
  const from = (state as Partial<LoginReturnState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//'))
    return '/';
  if (from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export interface AuthSession {
  get(): AuthRecord | null;
  /** Reads the record again from storage (another tab may have renewed or logged out) and returns it. */
  reload(): AuthRecord | null;
  set(record: AuthRecord): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function toRecord(value: unknown): AuthRecord | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return typeof record.accessToken === 'string' ? (record as AuthRecord) : null;
}

export function createAuthSession(storage: Storage | null, key: string): AuthSession {
  let current = toRecord(readJson(storage, key));
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    reload() {
      const stored = toRecord(readJson(storage, key));
      // Without storage the record lives in memory only: keep it.
      if (storage) current = stored;
      return current;
    },
    set(record) {
      current = record;
      writeJson(storage, key, record);
      notify();
    },
    clear() {
      current = null;
      removeItem(storage, key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab logging in or out changes this tab too.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        current = toRecord(readJson(storage, key));
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Ends the session on this device: the auth record goes and the user is reset (spec §4). */
export function clearSignedInUser(session: AuthSession, globalState: GlobalStore): void {
  globalState.setState((state) => ({ ...state, user: signedOutUser(state.user) }));
  session.clear();
}
