import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { OrgLookupResponse, WebStoreConfig } from '@haat/contract/stores/stores.schemas';
import type { AuthSession } from '#src/lib/auth-session.ts';
import type { GlobalState, GlobalStore } from '#src/lib/global-state.ts';
import { useBrowserValue } from '#src/lib/hydration.ts';
import type { StorageKeys } from '#src/lib/storage.ts';

/** Everything the app knows about the store it serves, fixed for the life of the page. */
export interface StoreRuntime {
  lookup: OrgLookupResponse;
  config: WebStoreConfig;
  /** '' on a store's own domain, `/{friendlyId}` on the shared host: the router's basename. */
  basePath: string;
  storageKeys: StorageKeys;
  globalState: GlobalStore;
  /** The global state as the server rendered it: the store's, nobody signed in, nothing saved. */
  serverState: GlobalState;
  authSession: AuthSession;
}

const StoreContext = createContext<StoreRuntime | null>(null);

export function StoreProvider({ runtime, children }: { runtime: StoreRuntime; children: ReactNode }) {
  return <StoreContext value={runtime}>{children}</StoreContext>;
}

export function useStore(): StoreRuntime {
  // useContext, not use: Preact's server renderer gives components no context table for `use` to read.
  const runtime = useContext(StoreContext);
  if (!runtime) throw new Error('useStore must be used inside StoreProvider');
  return runtime;
}

/** A slice of global state; re-renders only when the selected value changes. */
export function useGlobalState<T>(select: (state: GlobalState) => T): T {
  const { globalState, serverState } = useStore();
  return useBrowserValue(
    globalState.subscribe,
    () => select(globalState.getState()),
    () => select(serverState),
  );
}

export function useUpdateGlobalState(): GlobalStore['setState'] {
  const { globalState } = useStore();
  return globalState.setState;
}

const signedOut = () => false;

export function useIsLoggedIn(): boolean {
  const { authSession } = useStore();
  const getSnapshot = useCallback(() => authSession.get() !== null, [authSession]);
  return useBrowserValue(authSession.subscribe, getSnapshot, signedOut);
}
