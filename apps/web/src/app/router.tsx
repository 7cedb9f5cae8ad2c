import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFound } from '#src/ui/not-found.tsx';
import { AppShell } from '#src/app/shell/app-shell.tsx';
import { RequireLogin } from '#src/app/routes/require-login.tsx';
import { RouteErrorView } from '#src/app/routes/route-error-view.tsx';

/** Each screen is its own chunk, loaded when first visited; the shell's Suspense shows the spinner meanwhile. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/** The route table of spec §2, relative to the store's basePath. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    children: [
      { index: true, element: page(() => import('#src/features/home/routes/home.route.tsx')) },
      { path: 'search', element: page(() => import('#src/features/search/routes/search.route.tsx')) },
      { path: 'login', element: page(() => import('#src/features/auth/routes/login.route.tsx')) },
      {
        path: 'category',
        children: [
          { index: true, element: page(() => import('#src/features/catalogue/routes/category-list.route.tsx')) },
          {
            path: ':categoryId',
            element: page(() => import('#src/features/catalogue/routes/category-detail.route.tsx')),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: 'product/:productId', element: page(() => import('#src/features/product/routes/product.route.tsx')) },
      {
        // Screens that need a signed-in shopper: the one place the login guard applies.
        element: <RequireLogin />,
        children: [
          { path: 'cart', element: page(() => import('#src/features/cart-checkout/routes/cart.route.tsx')) },
          {
            path: 'account',
            element: page(() => import('#src/features/account/routes/account-layout.route.tsx')),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', element: page(() => import('#src/features/account/routes/profile.route.tsx')) },
              { path: 'wallet', element: page(() => import('#src/features/account/routes/wallet.route.tsx')) },
              { path: 'address', element: page(() => import('#src/features/account/routes/address.route.tsx')) },
              { path: 'orders', element: page(() => import('#src/features/account/routes/orders.route.tsx')) },
              {
                path: 'subscription',
                element: page(() => import('#src/features/account/routes/subscriptions.route.tsx')),
              },
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            path: 'order/:orderId/:isFromCheckoutPage',
            element: page(() => import('#src/features/orders/routes/order-detail.route.tsx')),
          },
          {
            path: 'subscription/:productId',
            element: page(() => import('#src/features/subscription-setup/routes/subscription-setup.route.tsx')),
          },
        ],
      },
      { path: 'privacypolicy', element: page(() => import('#src/features/policies/routes/privacy-policy.route.tsx')) },
      { path: 'refundPolicy', element: page(() => import('#src/features/policies/routes/refund-policy.route.tsx')) },
      {
        path: 'termsconditions',
        element: page(() => import('#src/features/policies/routes/terms-conditions.route.tsx')),
      },
      {
        path: 'shippingPolicy',
        element: page(() => import('#src/features/policies/routes/shipping-policy.route.tsx')),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter(basePath: string) {
  return createBrowserRouter(appRoutes, { basename: basePath || '/' });
}
