import { matchStorefrontPage } from '@haat/contract/storefront/storefront-pages';
import type { MessageId } from '#src/lib/i18n.tsx';

/**
 * What the service worker may answer from its caches when the network is gone (docs/decisions/022). Only
 * public catalogue reads, the same for every shopper, are listed; everything else (cart, checkout, orders,
 * wallet, account, addresses, subscriptions, payments, sign-in) is not, so it always goes to the network.
 */
const CATALOGUE_READS: readonly RegExp[] = [
  /^\/api\/orgs\/lookup$/,
  /^\/api\/stores\/[^/]+(\/(policies|support-and-social))?$/,
  /^\/api\/store-themes\/[^/]+\/web-store-config$/,
  /^\/api\/store-banners$/,
  /^\/api\/store-customization\/[^/]+\/(announcement-bars|testimonials)$/,
  /^\/api\/faqs\/[^/]+$/,
  /^\/api\/categories$/,
  /^\/api\/products(\/[^/]+)?$/,
  /^\/api\/search\/products$/,
  /^\/api\/common\/enum-values$/,
];

/** A GET of the public catalogue (home's content, categories, products, search, policies). */
export function isCatalogueRead(pathname: string): boolean {
  return CATALOGUE_READS.some((read) => read.test(pathname));
}

/**
 * Whether a path is the store's: its scope is `/demo` (the app's home is `/demo` itself), which as a prefix
 * also takes in `/demo-dairy`, another store; the worker answers only its own store's pages.
 */
export function isStorePath(pathname: string, basePath: string): boolean {
  return !basePath || pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/**
 * A store page that shows only public catalogue data, whose last-seen HTML is kept for offline use: home, a
 * category, a product, search, a policy (the page table's `offline` pages).
 */
export function isCataloguePage(pathname: string, basePath: string): boolean {
  if (!isStorePath(pathname, basePath)) return false;
  return matchStorefrontPage(pathname.slice(basePath.length) || '/')?.page.offline === true;
}

const NEEDS_NETWORK: Record<string, MessageId> = {
  login: 'offline.loginNeedsNetwork',
  cart: 'offline.cartNeedsNetwork',
  account: 'offline.accountNeedsNetwork',
  order: 'offline.orderNeedsNetwork',
  subscription: 'offline.subscriptionNeedsNetwork',
};

/**
 * What a screen that needs the network says when it is opened offline: a catalogue page, that it was not
 * kept (it is kept once seen); any other, why it needs the network, by the app path's first segment.
 */
export function needsNetworkText(appPath: string): MessageId {
  if (matchStorefrontPage(appPath)?.page.offline) return 'offline.notSaved';
  return NEEDS_NETWORK[appPath.split('/')[1] ?? ''] ?? 'offline.pageNeedsNetwork';
}
