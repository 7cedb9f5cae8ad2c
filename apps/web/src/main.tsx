// zod runs without `new Function` (the CSP forbids it): index.html sets its global config before any script,
// and the schemas load only when an answer is first parsed (lib/api-client.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ALL_LANGUAGES, pageLocale } from '@haat/contract/i18n/locales';
import { setApiLanguage } from '#src/lib/api-client.ts';
import { startHydration } from '#src/lib/hydration.ts';
import { browserRequestedLocale, loadI18n } from '#src/lib/i18n.tsx';
import { parseSharedHosts } from '#src/lib/store-resolution.ts';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { announcementBarsQueryOptions } from '#src/features/store/api/get-announcement-bars.ts';
import { App, type StartupState } from '#src/app/app.tsx';
import { loadStore, type StoreOutcome } from '#src/app/load-store.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { createAppRouter, preloadScreens } from '#src/app/router.tsx';
import { createStoreRuntime } from '#src/app/store-runtime.ts';
import { startOfflineSupport } from '#src/features/offline/index.ts';
import '#src/styles/base.css';
import '#src/styles/shell.css';

const container = document.getElementById('root')!;

function toAppState(outcome: StoreOutcome, queryClient: ReturnType<typeof createQueryClient>): StartupState {
  if (outcome.kind !== 'ready') return outcome;
  const runtime = createStoreRuntime(outcome.bootstrap, { queryClient, fromServer: outcome.fromServer });
  // The announcement bar sits above everything: start its request before React renders.
  void queryClient.prefetchQuery(announcementBarsQueryOptions(runtime.lookup.store.id));
  return { kind: 'ready', runtime, router: createAppRouter(runtime.basePath), queryClient };
}

async function start() {
  const queryClient = createQueryClient();
  const bootstrap = window.__HAAT_BOOTSTRAP__;
  // The server rendered this address into the root: the app takes over that HTML instead of painting anew.
  // (A page kept for offline use may have been opened for another address: that one is painted anew.)
  const here = `${window.location.pathname}${window.location.search}`;
  const serverRendered = bootstrap !== undefined && container.dataset.renderedFor === here;
  let root = serverRendered ? null : createRoot(container);
  if (!bootstrap) root?.render(<FullScreenSpinner />);
  const outcome = await loadStore({
    queryClient,
    location: window.location,
    sharedHosts: parseSharedHosts(import.meta.env.VITE_SHARED_HOSTS),
    bootstrap,
  });
  // The page's language: the server's choice, else (no store, or the dev server) what this browser asks for.
  const locale =
    outcome.kind === 'ready' ? outcome.bootstrap.locale : pageLocale(browserRequestedLocale(), ALL_LANGUAGES);
  const i18n = await loadI18n(locale);
  document.documentElement.lang = locale;
  setApiLanguage(locale);
  const app = (
    <StrictMode>
      <App state={toAppState(outcome, queryClient)} i18n={i18n} />
    </StrictMode>
  );
  if (serverRendered && outcome.kind === 'ready') {
    // Hydration must not suspend: the screen's chunk (the HTML already preloads it) first.
    await preloadScreens(window.location.pathname, outcome.bootstrap.basePath);
    startHydration();
    hydrateRoot(container, app);
    return;
  }
  if (!root) {
    container.replaceChildren();
    root = createRoot(container);
  }
  root.render(app);
}

if (import.meta.env.VITE_COMING_SOON === '1') {
  void import('#src/app/coming-soon-app.tsx').then(({ ComingSoonApp }) =>
    createRoot(container).render(<ComingSoonApp />),
  );
} else {
  void start();
  startOfflineSupport();
}
