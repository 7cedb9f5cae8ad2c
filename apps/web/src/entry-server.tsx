// First, before any schema parses: see the module.
import '#src/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderToString } from 'preact-render-to-string';
import { i18nFor } from '@haat/contract/i18n/translate';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { App } from '#src/app/app.tsx';
import { createQueryClient } from '#src/app/query-client.ts';
import { appRoutes, preloadServerRendered } from '#src/app/router.tsx';
import { seedFirstScreen } from '#src/app/seed-first-screen.ts';
import { createRenderRuntime } from '#src/app/store-runtime.ts';

/**
 * The app's markup for inside `<div id="root">`: the server's render of one store page (`url`: the path and query the shopper asked for) from the same
 * bootstrap data the HTML carries, with the same components and runtime (Preact) the browser hydrates it
 * with. Null for screens behind the login guard: the browser renders those.
 */
export async function renderScreen(bootstrap: StoreBootstrap, url: string): Promise<string | null> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url], basename: bootstrap.basePath || '/' });
  if (!(await preloadServerRendered(router.state.matches))) return null;
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, bootstrap);
  const runtime = createRenderRuntime(bootstrap);
  // The JSX is typed by React's types; the build renders it with Preact (decision 011).
  const element = (
    <StrictMode>
      <App state={{ kind: 'ready', runtime, router, queryClient }} i18n={i18nFor(bootstrap.locale)} />
    </StrictMode>
  ) as unknown as Parameters<typeof renderToString>[0];
  return renderToString(element);
}
