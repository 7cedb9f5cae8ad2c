import type { StoreLocation, StoreWebTheme } from '@haat/contract/stores/stores.schemas';
import { readJson, writeJson } from '#src/lib/storage.ts';

/** The signed-in user of spec §3; `username` holds the mobile and is 'NA' when nobody is signed in. */
export interface UserState {
  username: string;
  userId: string;
  cartId: string;
  userDisplayName: string;
  orgId: string;
  location: StoreLocation | null;
  storeName: string;
  storeLogo: string | null;
  store: { id: string; logoPath: string | null; name: string } | null;
  storeThemeData: StoreWebTheme | null;
}

export interface AppState {
  isDarkMode: boolean;
  storeThemeData: StoreWebTheme | null;
}

export interface GlobalState {
  user: UserState;
  app: AppState;
}

export const defaultUserState: UserState = {
  username: 'NA',
  userId: '',
  cartId: '',
  userDisplayName: '',
  orgId: '',
  location: null,
  storeName: '',
  storeLogo: null,
  store: null,
  storeThemeData: null,
};

export const defaultGlobalState: GlobalState = {
  user: defaultUserState,
  app: { isDarkMode: false, storeThemeData: null },
};

/** What a successful login writes (spec §4): the mobile as username, the customer id, cart id and name. */
export interface SignedInUser {
  mobile: string;
  customerId: string;
  cartId: string;
  name: string | null;
}

export function signedInUser(user: UserState, signedIn: SignedInUser): UserState {
  return {
    ...user,
    username: signedIn.mobile,
    userId: signedIn.customerId,
    cartId: signedIn.cartId,
    userDisplayName: signedIn.name ?? '',
  };
}

/** Logout's reset (spec §4): username NA, empty display name and orgId; the chosen location and store stay. */
export function signedOutUser(user: UserState): UserState {
  return { ...user, username: 'NA', userId: '', cartId: '', userDisplayName: '', orgId: '' };
}

export interface GlobalStore {
  getState(): GlobalState;
  setState(update: (state: GlobalState) => GlobalState): void;
  subscribe(listener: () => void): () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved state over the defaults; anything malformed falls back to the default. */
export function restoreGlobalState(saved: unknown): GlobalState {
  if (!isRecord(saved)) return defaultGlobalState;
  const user = isRecord(saved.user) ? saved.user : {};
  const app = isRecord(saved.app) ? saved.app : {};
  return {
    user: { ...defaultUserState, ...(user as Partial<UserState>) },
    app: {
      ...defaultGlobalState.app,
      ...(app as Partial<AppState>),
      isDarkMode: app.isDarkMode === true,
    },
  };
}

/** A tiny external store (for useSyncExternalStore) that writes every change to storage. */
export function createGlobalStore(storage: Storage | null, key: string): GlobalStore {
  let state = restoreGlobalState(readJson(storage, key));
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      writeJson(storage, key, state);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
