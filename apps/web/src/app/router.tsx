import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { STOREFRONT_PAGES, type StorefrontScreen } from '@haat/contract/storefront/storefront-pages';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { NotFound } from '#src/ui/not-found.tsx';
import { AppShell } from '#src/app/shell/app-shell.tsx';
import { RequireLogin } from '#src/app/routes/require-login.tsx';
import { OnlineOnly } from '#src/features/offline/index.ts';
import { RouteErrorView } from '#src/app/routes/route-error-view.tsx';

interface RouteHandle {
  /** Loads the screen's chunk ahead of rendering: the server's render and hydration must not suspend. */
  preload?: () => Promise<void>;
  /**
   * Screens rendered in the browser only: those behind the login guard (the server knows no shopper), and the
   * shop's console (decision 041).
   */
  signedIn?: true;
}

/**
 * Each screen is its own chunk, loaded when first visited; the shell's Suspense shows the spinner meanwhile.
 * Once preloaded it renders at once, with no Suspense in between.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: a chunk arriving later must not swap the component (and lose the screen's state).
    const [Screen] = useState(() => loaded ?? Lazy);
    return <Screen />;
  }
  const handle: RouteHandle = {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
  };
  return { element: <Page />, handle };
}

/** Each screen module of the storefront's page table, as a chunk of its own (keyed `/src/features/…`). */
const screenModules = import.meta.glob<{ default: ComponentType }>('/src/features/*/routes/*.route.tsx');

function screenRoute(screen: StorefrontScreen): RouteObject {
  const load = screenModules[`/${screen.module}`];
  if (!load) throw new Error(`${screen.module} is not a screen module`);
  if (screen.path === '') return { index: true, ...page(load) };
  const children = screen.children && [
    ...(screen.opensOn ? [{ index: true, element: <Navigate to={screen.opensOn} replace /> }] : []),
    ...screen.children.map(screenRoute),
    // An unknown section is Not Found inside the screen.
    { path: '*', element: <NotFound /> },
  ];
  return { path: screen.path, ...page(load), children };
}

/**
 * The shop's console: its own chunks and its own shell, outside the storefront's (no top bar, cart or tab bar),
 * so neither screen's first load carries the other's code. Rendered by the browser alone (decision 041).
 */
function consoleRoutes(): RouteObject[] {
  return STOREFRONT_PAGES.filter((entry) => entry.access === 'console').map((entry) => {
    const route = screenRoute(entry);
    return {
      ...route,
      // Outside the shell, whose Suspense shows the spinner while a screen's chunk arrives: its own.
      element: <Suspense fallback={<FullScreenSpinner />}>{route.element}</Suspense>,
      errorElement: <RouteErrorView />,
      handle: { ...(route.handle as RouteHandle), signedIn: true } satisfies RouteHandle,
    };
  });
}

/** The storefront's page table (`@haat/contract/storefront/storefront-pages`) under the store's basePath. */
export const appRoutes: RouteObject[] = [
  // Nothing of the console is kept for offline use: opened offline, it says it needs the network.
  { element: <OnlineOnly />, children: consoleRoutes() },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    children: [
      ...STOREFRONT_PAGES.filter((entry) => entry.offline).map(screenRoute),
      {
        // Pages nothing is kept of for offline use: opened offline, they say they need the network.
        element: <OnlineOnly />,
        children: [
          ...STOREFRONT_PAGES.filter((entry) => !entry.offline && entry.access === 'public').map(screenRoute),
          {
            // Screens that need a signed-in shopper: the one place the login guard applies.
            element: <RequireLogin />,
            handle: { signedIn: true } satisfies RouteHandle,
            children: STOREFRONT_PAGES.filter((entry) => entry.access === 'signed-in').map(screenRoute),
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

type ScreenMatches = ReadonlyArray<{ route: { handle?: unknown } }>;

function handlesOf(matches: ScreenMatches): RouteHandle[] {
  return matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/** Loads the chunks of the screens `path` (under the store's basePath) shows. */
export async function preloadScreens(path: string, basePath: string): Promise<void> {
  const matches = matchRoutes(appRoutes, path, basePath || '/') ?? [];
  await Promise.all(handlesOf(matches).map((handle) => handle.preload?.()));
}

/**
 * Loads the chunks of the screens a server render shows (`matches`: its router's, as matching the routes
 * again costs a tenth of a page's render), and says whether the server renders them: every public screen;
 * the signed-in ones are the browser's.
 */
export async function preloadServerRendered(matches: ScreenMatches): Promise<boolean> {
  const handles = handlesOf(matches);
  if (handles.some((handle) => handle.signedIn)) return false;
  await Promise.all(handles.map((handle) => handle.preload?.()));
  return true;
}

export function createAppRouter(basePath: string) {
  return createBrowserRouter(appRoutes, { basename: basePath || '/' });
}
