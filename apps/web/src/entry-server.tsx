// First, before any schema parses: see the module.
import '#src/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, type StaticHandler } from 'react-router';
import { renderToString } from 'preact-render-to-string';
import { i18nFor } from '@haat/contract/i18n/translate';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { App } from '#src/app/app.tsx';
import { createQueryClient } from '#src/app/query-client.ts';
import { appRoutes, preloadServerRendered } from '#src/app/router.tsx';
import { seedFirstScreen } from '#src/app/seed-first-screen.ts';
import { createRenderRuntime } from '#src/app/store-runtime.ts';

/**
 * The route table matched under a store's basePath. Building one compiles every route's pattern (a tenth of a
 * page's render, when a router was made per page), so the most recently used are kept.
 */
const handlers = new Map<string, StaticHandler>();
const KEPT_HANDLERS = 64;

function routesUnder(basename: string): StaticHandler {
  let handler = handlers.get(basename);
  if (handler) handlers.delete(basename);
  else handler = createStaticHandler(appRoutes, { basename });
  handlers.set(basename, handler);
  // Least recently used first: Map keeps insertion order.
  for (const oldest of handlers.keys()) {
    if (handlers.size <= KEPT_HANDLERS) break;
    handlers.delete(oldest);
  }
  return handler;
}

/**
 * The app's markup for inside `<div id="root">`: the server's render of one store page (`url`: the path and query the shopper asked for) from the same
 * bootstrap data the HTML carries, with the same components and runtime (Preact) the browser hydrates it
 * with. Null for screens behind the login guard: the browser renders those.
 */
export async function renderScreen(bootstrap: StoreBootstrap, url: string): Promise<string | null> {
  const handler = routesUnder(bootstrap.basePath || '/');
  const context = await handler.query(new Request(new URL(url, 'http://storefront.invalid')));
  // A route that redirects (none of the public ones does) is the browser's to follow.
  if (context instanceof Response) return null;
  if (!(await preloadServerRendered(context.matches))) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
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
