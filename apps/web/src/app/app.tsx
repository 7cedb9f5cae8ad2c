import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { I18n } from '@lingui/core';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { LanguageProvider, useT } from '#src/lib/i18n.tsx';
import { finishHydration } from '#src/lib/hydration.ts';
import type { StoreRuntime } from '#src/lib/store-context.tsx';
import { FullScreenError } from '#src/ui/full-screen-error.tsx';
import { StoreFinderPage } from '#src/features/store/components/store-finder-page.tsx';
import { AppProviders } from '#src/app/providers.tsx';
import type { createAppRouter } from '#src/app/router.tsx';

export type StartupState =
  | { kind: 'ready'; runtime: StoreRuntime; router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }
  | { kind: 'find-store' }
  | { kind: 'error'; error: unknown };

/** The User Timing mark set once the app runs: hydrated, or rendered when the server did not render. */
export const APP_READY_MARK = 'haat:app-ready';

/** What the page shows once the store is resolved: the storefront, the store finder, or the store's error. */
export function App({ state, i18n }: { state: StartupState; i18n: I18n }) {
  useLayoutEffect(() => {
    // The whole tree has taken over the server's HTML (children's layout effects run first). The screens that
    // read browser values render again in a task of their own: a phone's main thread is not held for both.
    const browserValues = setTimeout(() => {
      finishHydration();
      // When the page first answers taps: DevTools and field timing show it beside the paints; journeys wait for it.
      performance.mark(APP_READY_MARK);
    });
    return () => clearTimeout(browserValues);
  }, []);
  return (
    <LanguageProvider i18n={i18n}>
      <Startup state={state} />
    </LanguageProvider>
  );
}

function Startup({ state }: { state: StartupState }) {
  const t = useT();
  if (state.kind === 'find-store') {
    return (
      <StoreFinderPage title={t('store.findYourStore')}>
        <p>{t('store.findHint')}</p>
      </StoreFinderPage>
    );
  }
  if (state.kind === 'error') {
    const { error } = state;
    const status = error instanceof ApiRequestError ? error.status : 500;
    // An id (the api client's own messages) or the server's text: the error view puts either into words.
    const message = error instanceof ApiRequestError ? error.message : 'common.tryAgain';
    return (
      <FullScreenError status={status} message={message}>
        <a className="button button--primary" href="/">
          {t('store.findYourStore')}
        </a>
      </FullScreenError>
    );
  }
  return (
    <AppProviders queryClient={state.queryClient} runtime={state.runtime}>
      <RouterProvider router={state.router} />
    </AppProviders>
  );
}
