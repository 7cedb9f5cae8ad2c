// The storefront's pages (spec §2) under a store's base path: the one table the web app's router, the
// server's page answers (status, data, link preview, preloads) and the service worker read. A new page is
// one entry here and its screen module; nothing else names it.

/**
 * What the server reads for a page beyond what every page shows (the store, its categories, the
 * announcement bar); it also decides the page's status and link preview.
 */
export type PageData =
  /** Banners, Popular Products, testimonials and FAQs. */
  | 'home'
  /** The first page of a category's products (`:categoryId`), else of all products; an unknown category is a 404. */
  | 'listing'
  /** The product (`:productId`) and its "You may also like"; previewed as the product; an unknown one is a 404. */
  | 'product'
  /** The first page of the search the address's query names. */
  | 'search'
  /** The store's policies. */
  | 'policies';

/** A screen: a path and the module that shows it. */
export interface StorefrontScreen {
  /** Relative to the store's base path (`''` is home), in React Router's syntax: `:name` is one segment. */
  path: string;
  /**
   * The screen's module in the web app (`src/features/<feature>/routes/<name>.route.tsx`): the router loads
   * it as a chunk of its own, and the server preloads that chunk with the page's scripts.
   */
  module: `src/features/${string}/routes/${string}.route.tsx`;
  /** Screens shown inside this one (the account's sections); any other path under it is its Not Found. */
  children?: readonly StorefrontScreen[];
  /** The child the bare path opens on (`account` opens `account/profile`). */
  opensOn?: string;
}

export interface StorefrontPage extends StorefrontScreen {
  /**
   * `public`: the same for every visitor, so the server renders it (signed out) and keeps it. `signed-in`:
   * behind the login guard, rendered by the browser alone. `console`: the shop's console (decision 041), its
   * own shell and staff sign-in, outside the storefront's; rendered by the browser alone.
   */
  access: 'public' | 'signed-in' | 'console';
  /**
   * Whether it can be shown offline: the service worker keeps its last-seen HTML (public catalogue data
   * only). Any other page, opened offline, says it needs the network (the web app's router).
   */
  offline?: true;
  data?: PageData;
}

export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { path: '', module: 'src/features/home/routes/home.route.tsx', access: 'public', offline: true, data: 'home' },
  {
    path: 'search',
    module: 'src/features/search/routes/search.route.tsx',
    access: 'public',
    offline: true,
    data: 'search',
  },
  { path: 'login', module: 'src/features/auth/routes/login.route.tsx', access: 'public' },
  {
    path: 'category',
    module: 'src/features/catalogue/routes/category-list.route.tsx',
    access: 'public',
    offline: true,
    data: 'listing',
  },
  {
    path: 'category/:categoryId',
    module: 'src/features/catalogue/routes/category-detail.route.tsx',
    access: 'public',
    offline: true,
    data: 'listing',
  },
  {
    path: 'product/:productId',
    module: 'src/features/product/routes/product.route.tsx',
    access: 'public',
    offline: true,
    data: 'product',
  },
  { path: 'cart', module: 'src/features/cart-checkout/routes/cart.route.tsx', access: 'signed-in' },
  {
    path: 'account',
    module: 'src/features/account/routes/account-layout.route.tsx',
    access: 'signed-in',
    opensOn: 'profile',
    children: [
      { path: 'profile', module: 'src/features/account/routes/profile.route.tsx' },
      { path: 'wallet', module: 'src/features/account/routes/wallet.route.tsx' },
      { path: 'address', module: 'src/features/account/routes/address.route.tsx' },
      { path: 'orders', module: 'src/features/account/routes/orders.route.tsx' },
      { path: 'subscription', module: 'src/features/account/routes/subscriptions.route.tsx' },
    ],
  },
  {
    path: 'order/:orderId/:isFromCheckoutPage',
    module: 'src/features/orders/routes/order-detail.route.tsx',
    access: 'signed-in',
  },
  {
    path: 'subscription/:productId',
    module: 'src/features/subscription-setup/routes/subscription-setup.route.tsx',
    access: 'signed-in',
  },
  {
    path: 'privacypolicy',
    module: 'src/features/policies/routes/privacy-policy.route.tsx',
    access: 'public',
    offline: true,
    data: 'policies',
  },
  // Ours, not the store's: what a shopper's data rights are here (decision 029).
  {
    path: 'privacy-notice',
    module: 'src/features/policies/routes/privacy-notice.route.tsx',
    access: 'public',
    offline: true,
  },
  {
    path: 'refundPolicy',
    module: 'src/features/policies/routes/refund-policy.route.tsx',
    access: 'public',
    offline: true,
    data: 'policies',
  },
  {
    path: 'termsconditions',
    module: 'src/features/policies/routes/terms-conditions.route.tsx',
    access: 'public',
    offline: true,
    data: 'policies',
  },
  {
    path: 'shippingPolicy',
    module: 'src/features/policies/routes/shipping-policy.route.tsx',
    access: 'public',
    offline: true,
    data: 'policies',
  },
  // The shop's side (issue 37): its people sign in here with a staff code, not a shopper's.
  {
    path: 'console',
    module: 'src/features/console/routes/console-layout.route.tsx',
    access: 'console',
    opensOn: 'orders',
    children: [
      { path: 'today', module: 'src/features/console/routes/today.route.tsx' },
      { path: 'orders', module: 'src/features/console/routes/orders.route.tsx' },
      { path: 'orders/:orderId', module: 'src/features/console/routes/order.route.tsx' },
      { path: 'cash', module: 'src/features/console/routes/cash.route.tsx' },
      { path: 'products', module: 'src/features/console/routes/products.route.tsx' },
      { path: 'staff', module: 'src/features/console/routes/staff.route.tsx' },
      { path: 'audit', module: 'src/features/console/routes/audit.route.tsx' },
      { path: 'reviews', module: 'src/features/console/routes/reviews.route.tsx' },
      { path: 'deliveries', module: 'src/features/console/routes/deliveries.route.tsx' },
    ],
  },
];

/** A screen a shopper can be shown: its full path (`/account/wallet`) and the modules shown, outermost first. */
export interface ShownScreen {
  path: string;
  modules: readonly string[];
}

/** Every screen of the table a shopper can be shown: each page, or each section of a page that has them. */
export function shownScreens(): ShownScreen[] {
  const under = (screens: readonly StorefrontScreen[], path: string, around: readonly string[]): ShownScreen[] =>
    screens.flatMap((screen) => {
      const shown = { path: `${path}/${screen.path}`, modules: [...around, screen.module] };
      return screen.children ? under(screen.children, shown.path, shown.modules) : [shown];
    });
  return under(STOREFRONT_PAGES, '', []);
}

/** The page an app path shows. */
export interface PageMatch {
  page: StorefrontPage;
  /** The page, then the section inside it it shows (`account/wallet`): each one's module is loaded. */
  screens: readonly StorefrontScreen[];
  /** The path's `:name` segments, as written in it. */
  params: Readonly<Record<string, string>>;
}

/**
 * The page an app path (after the store's base path) shows, matched as the web app's router matches it: in
 * any case, with or without trailing slashes. Null: the app's Not Found.
 */
export function matchStorefrontPage(appPath: string): PageMatch | null {
  const segments = appPath.replace(/\/+$/, '').split('/').slice(1);
  for (const page of STOREFRONT_PAGES) {
    const match = matchScreen(page, segments);
    if (match) return { page, ...match };
  }
  return null;
}

function matchScreen(screen: StorefrontScreen, segments: readonly string[]): Omit<PageMatch, 'page'> | null {
  const own = screen.path === '' ? [] : screen.path.split('/');
  if (own.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of own.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  const rest = segments.slice(own.length);
  if (rest.length === 0) return { screens: [screen], params };
  for (const child of screen.children ?? []) {
    const inner = matchScreen(child, rest);
    if (inner) return { screens: [screen, ...inner.screens], params: { ...params, ...inner.params } };
  }
  return null;
}
