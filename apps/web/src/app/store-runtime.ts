import type { QueryClient } from '@tanstack/react-query';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { setApiScope, setAuthHooks } from '#src/lib/api-client.ts';
import { clearSignedInUser, createAuthSession } from '#src/lib/auth-session.ts';
import { createGlobalStore } from '#src/lib/global-state.ts';
import { createSessionRenewal } from '#src/lib/session-renewal.ts';
import { browserStorage, storageKeys } from '#src/lib/storage.ts';
import type { StoreRuntime } from '#src/lib/store-context.tsx';
import { applyAccentContrast, applyColourScheme, applyDocumentIdentity, applyThemeColours } from '#src/lib/theme.ts';
import { seedFirstScreen } from '#src/app/seed-first-screen.ts';
import { orgLookupQueryOptions } from '#src/features/store/api/get-org-lookup.ts';
import { webStoreConfigQueryOptions } from '#src/features/store/api/get-web-store-config.ts';

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
  queryClient.setQueryData(
    orgLookupQueryOptions({ kind: 'friendlyId', identifier: store.friendlyId }).queryKey,
    lookup,
  );
  queryClient.setQueryData(webStoreConfigQueryOptions(store.id).queryKey, config);
  seedFirstScreen(queryClient, bootstrap);

  const keys = storageKeys(store.friendlyId);
  const local = browserStorage('local');
  const globalState = createGlobalStore(local, keys.state);
  const theme = config.storeWebTheme;
  const logo = config.logoPath ?? store.logoPath ?? lookup.logoPath;
  globalState.setState((state) => ({
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
  }));

  applyAccentContrast(theme);
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

  return { lookup, config, basePath, storageKeys: keys, globalState, authSession };
}
