import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { OrgLookupResponse, WebStoreConfig } from '@haat/contract/stores/stores.schemas';
import type { AuthSession } from '#src/lib/auth-session.ts';
import type { GlobalState, GlobalStore } from '#src/lib/global-state.ts';
import type { StorageKeys } from '#src/lib/storage.ts';

/** Everything the app knows about the store it serves, fixed for the life of the page. */
export interface StoreRuntime {
  lookup: OrgLookupResponse;
  config: WebStoreConfig;
  /** '' on a store's own domain, `/{friendlyId}` on the shared host: the router's basename. */
  basePath: string;
  storageKeys: StorageKeys;
  globalState: GlobalStore;
  authSession: AuthSession;
}

const StoreContext = createContext<StoreRuntime | null>(null);

export function StoreProvider({ runtime, children }: { runtime: StoreRuntime; children: ReactNode }) {
  return <StoreContext value={runtime}>{children}</StoreContext>;
}

export function useStore(): StoreRuntime {
  const runtime = use(StoreContext);
  if (!runtime) throw new Error('useStore must be used inside StoreProvider');
  return runtime;
}

/** A slice of global state; re-renders only when the selected value changes. */
export function useGlobalState<T>(select: (state: GlobalState) => T): T {
  const { globalState } = useStore();
  return useSyncExternalStore(globalState.subscribe, () => select(globalState.getState()));
}

export function useUpdateGlobalState(): GlobalStore['setState'] {
  const { globalState } = useStore();
  return globalState.setState;
}

export function useIsLoggedIn(): boolean {
  const { authSession } = useStore();
  const getSnapshot = useCallback(() => authSession.get() !== null, [authSession]);
  return useSyncExternalStore(authSession.subscribe, getSnapshot);
}
