import { lazy, useState, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { NotFound } from '#src/ui/not-found.tsx';
import { AppShell } from '#src/app/shell/app-shell.tsx';
import { RequireLogin } from '#src/app/routes/require-login.tsx';
import { RouteErrorView } from '#src/app/routes/route-error-view.tsx';

interface RouteHandle {
  /** Loads the screen's chunk ahead of rendering: the server's render and hydration must not suspend. */
  preload?: () => Promise<void>;
  /** Screens behind the login guard: rendered in the browser only, as the server knows no shopper. */
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

/** The route table of spec §2, relative to the store's basePath. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    children: [
      { index: true, ...page(() => import('#src/features/home/routes/home.route.tsx')) },
      { path: 'search', ...page(() => import('#src/features/search/routes/search.route.tsx')) },
      { path: 'login', ...page(() => import('#src/features/auth/routes/login.route.tsx')) },
      {
        path: 'category',
        children: [
          { index: true, ...page(() => import('#src/features/catalogue/routes/category-list.route.tsx')) },
          {
            path: ':categoryId',
            ...page(() => import('#src/features/catalogue/routes/category-detail.route.tsx')),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: 'product/:productId', ...page(() => import('#src/features/product/routes/product.route.tsx')) },
      {
        // Screens that need a signed-in shopper: the one place the login guard applies.
        element: <RequireLogin />,
        handle: { signedIn: true } satisfies RouteHandle,
        children: [
          { path: 'cart', ...page(() => import('#src/features/cart-checkout/routes/cart.route.tsx')) },
          {
            path: 'account',
            ...page(() => import('#src/features/account/routes/account-layout.route.tsx')),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', ...page(() => import('#src/features/account/routes/profile.route.tsx')) },
              { path: 'wallet', ...page(() => import('#src/features/account/routes/wallet.route.tsx')) },
              { path: 'address', ...page(() => import('#src/features/account/routes/address.route.tsx')) },
              { path: 'orders', ...page(() => import('#src/features/account/routes/orders.route.tsx')) },
              {
                path: 'subscription',
                ...page(() => import('#src/features/account/routes/subscriptions.route.tsx')),
              },
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            path: 'order/:orderId/:isFromCheckoutPage',
            ...page(() => import('#src/features/orders/routes/order-detail.route.tsx')),
          },
          {
            path: 'subscription/:productId',
            ...page(() => import('#src/features/subscription-setup/routes/subscription-setup.route.tsx')),
          },
        ],
      },
      { path: 'privacypolicy', ...page(() => import('#src/features/policies/routes/privacy-policy.route.tsx')) },
      // Ours, not the store's: what a shopper's data rights are here (decision 029).
      { path: 'privacy-notice', ...page(() => import('#src/features/policies/routes/privacy-notice.route.tsx')) },
      { path: 'refundPolicy', ...page(() => import('#src/features/policies/routes/refund-policy.route.tsx')) },
      {
        path: 'termsconditions',
        ...page(() => import('#src/features/policies/routes/terms-conditions.route.tsx')),
      },
      {
        path: 'shippingPolicy',
        ...page(() => import('#src/features/policies/routes/shipping-policy.route.tsx')),
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
