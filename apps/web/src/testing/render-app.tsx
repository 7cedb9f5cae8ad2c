import type { I18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import type { StoreRuntime } from '#src/lib/store-context.tsx';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { AppProviders } from '#src/app/providers.tsx';
import { appRoutes } from '#src/app/router.tsx';
import { createStoreRuntime } from '#src/app/store-runtime.ts';
import { englishI18n } from '#src/testing/i18n.ts';
import { makeBootstrap } from '#src/testing/store-fixtures.ts';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export function createTestRuntime(bootstrap: StoreBootstrap = makeBootstrap(), queryClient = createTestQueryClient()) {
  return { runtime: createStoreRuntime(bootstrap, { queryClient, fromServer: true }), queryClient };
}

/** The whole route table at `path` (relative to the store), under the store's basePath, as in the browser. */
export function renderRoute(path: string, bootstrap: StoreBootstrap = makeBootstrap(), i18n: I18n = englishI18n) {
  const { runtime, queryClient } = createTestRuntime(bootstrap);
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [`${bootstrap.basePath}${path}`],
    basename: bootstrap.basePath || '/',
  });
  const view = render(
    <LanguageProvider i18n={i18n}>
      <AppProviders queryClient={queryClient} runtime={runtime}>
        <RouterProvider router={router} />
      </AppProviders>
    </LanguageProvider>,
  );
  return { ...view, router, runtime, queryClient };
}

/** One component with the store, the query cache and a router around it. */
export function renderWithStore(
  ui: ReactNode,
  options: { path?: string; runtime?: StoreRuntime; queryClient?: QueryClient; i18n?: I18n } = {},
) {
  const created = createTestRuntime(undefined, options.queryClient);
  const runtime = options.runtime ?? created.runtime;
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/search', element: <p>Search page</p> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <LanguageProvider i18n={options.i18n ?? englishI18n}>
      <AppProviders queryClient={created.queryClient} runtime={runtime}>
        <RouterProvider router={router} />
      </AppProviders>
    </LanguageProvider>,
  );
  return { ...view, router, runtime, queryClient: created.queryClient };
}

/** A hook with the store and the query cache around it, for hooks that need no route. */
export function renderHookWithStore<T>(hook: () => T) {
  const { runtime, queryClient } = createTestRuntime();
  const view = renderHook(hook, {
    wrapper: ({ children }) => (
      <LanguageProvider i18n={englishI18n}>
        <AppProviders queryClient={queryClient} runtime={runtime}>
          {children}
        </AppProviders>
      </LanguageProvider>
    ),
  });
  return { ...view, queryClient };
}
