import type { QueryClient } from '@tanstack/react-query';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { setApiScope, setAuthHooks } from '#src/lib/api-client.ts';
import { clearSignedInUser, createAuthSession } from '#src/lib/auth-session.ts';
import { createGlobalStore, defaultGlobalState, type GlobalState } from '#src/lib/global-state.ts';
import { createSessionRenewal } from '#src/lib/session-renewal.ts';
import { browserStorage, storageKeys } from '#src/lib/storage.ts';
import type { StoreRuntime } from '#src/lib/store-context.tsx';
import { applyColourScheme, applyDocumentIdentity, applyThemeColours } from '#src/lib/theme.ts';
import { seedFirstScreen } from '#src/app/seed-first-screen.ts';

interface RuntimeOptions {
  queryClient: QueryClient;
  /** The server already wrote title, favicon and colours into the HTML. */
  fromServer: boolean;
}

/** Wires the resolved store into the api client, storage, global state, the query cache and the document. */
export function createStoreRuntime(
  bootstrap: StoreBootstrap,
  { queryClient, fromServer }: RuntimeOptions,
): StoreRuntime {
  const { lookup, config, basePath } = bootstrap;
  const store = lookup.store;
  setApiScope({ orgId: lookup.orgId, storeId: store.id });
  seedFirstScreen(queryClient, bootstrap);

  const keys = storageKeys(store.friendlyId);
  const local = browserStorage('local');
  const globalState = createGlobalStore(local, keys.state);
  globalState.setState((state) => withStore(state, bootstrap));
  const theme = config.storeWebTheme;
  const logo = storeLogo(bootstrap);

  applyColourScheme(globalState.getState().app.isDarkMode);
  globalState.subscribe(() => applyColourScheme(globalState.getState().app.isDarkMode));
  if (!fromServer) {
    applyThemeColours(theme);
    applyDocumentIdentity(store.name, config.favicon ?? logo);
  }

  const authSession = createAuthSession(local, keys.auth);
  // A failed renewal only clears the session: the login guard then sends the shopper to /login and back.
  setAuthHooks(
    createSessionRenewal({
      session: authSession,
      logOut: () => clearSignedInUser(authSession, globalState),
      lockName: `${keys.auth}:renewal`,
    }),
  );

  return {
    lookup,
    config,
    basePath,
    storageKeys: keys,
    globalState,
    serverState: withStore(defaultGlobalState, bootstrap),
    authSession,
  };
}

/**
 * The runtime the server renders a page with: the store, nobody signed in, nothing saved, and nothing that
 * touches the api client, the document or storage (one server renders every store's pages).
 */
export function createRenderRuntime(bootstrap: StoreBootstrap): StoreRuntime {
  const keys = storageKeys(bootstrap.lookup.store.friendlyId);
  const serverState = withStore(defaultGlobalState, bootstrap);
  const globalState = createGlobalStore(null, keys.state);
  globalState.setState(() => serverState);
  return {
    lookup: bootstrap.lookup,
    config: bootstrap.config,
    basePath: bootstrap.basePath,
    storageKeys: keys,
    globalState,
    serverState,
    authSession: createAuthSession(null, keys.auth),
  };
}

function storeLogo({ lookup, config }: StoreBootstrap): string | null {
  return config.logoPath ?? lookup.store.logoPath ?? lookup.logoPath;
}

/** Global state with the store's name, logo, location and theme, as every screen reads them. */
function withStore(state: GlobalState, bootstrap: StoreBootstrap): GlobalState {
  const { lookup, config } = bootstrap;
  const { store } = lookup;
  const logo = storeLogo(bootstrap);
  const theme = config.storeWebTheme;
  return {
    user: {
      ...state.user,
      orgId: lookup.orgId,
      location: lookup.location,
      storeName: store.name,
      storeLogo: logo,
      store: { id: store.id, logoPath: logo, name: store.name },
      storeThemeData: theme,
    },
    app: { ...state.app, storeThemeData: theme },
  };
}
