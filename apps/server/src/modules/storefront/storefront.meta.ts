import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { PageMeta } from './storefront.html.ts';

/** Descriptions are cut here: what link previews show before they truncate anyway. */
export const DESCRIPTION_MAX_CHARS = 200;

// In any case, as the app's router matches them.
const PRODUCT_PATH = /^\/product\/([0-9a-f-]{36})\/?$/i;
const CATEGORY_PATH = /^\/category(?:\/([0-9a-f-]{36}))?\/?$/i;

/**
 * The app's screens other than a product's and a category's, as its router (apps/web/src/app/router.tsx) matches
 * them: in any case, with or without a trailing slash. Any other app path is its Not Found.
 */
const SCREEN_PATH =
  /^\/(search|login|cart|account(\/(profile|wallet|address|orders|subscription))?|order\/[^/]+\/[^/]+|subscription\/[^/]+|privacypolicy|privacy-notice|refundpolicy|termsconditions|shippingpolicy)?\/?$/i;

/** Whether an app path is one of the app's screens that needs no data to say so (home, search, the account…). */
export function isScreenPath(appPath: string): boolean {
  return SCREEN_PATH.test(appPath);
}

/** The product id of an app path (`/product/{id}`), or null for any other page. */
export function productIdOfPath(appPath: string): string | null {
  return PRODUCT_PATH.exec(appPath)?.[1]?.toLowerCase() ?? null;
}

/**
 * Which listing an app path shows: `{}` for all products (`/category`), `{ categoryId }` for one category,
 * or null for any other page.
 */
export function categoryListingOfPath(appPath: string): { categoryId?: string } | null {
  const match = CATEGORY_PATH.exec(appPath);
  if (!match) return null;
  return match[1] ? { categoryId: match[1].toLowerCase() } : {};
}

/** Where a store's pages live for link previews and search engines: an origin and the path under it. */
export interface CanonicalBase {
  origin: string;
  basePath: string;
}

export interface CanonicalSources {
  /** The store's own domains, and the one the page was asked on (a store domain, so ours, not the request's). */
  domains: readonly string[];
  askedDomain: string | null;
  friendlyId: string;
  scheme: 'http' | 'https';
  /** PUBLIC_URL: where the shared host is reached. */
  publicUrl: string | undefined;
  /** Development only, without PUBLIC_URL: the request's origin, its host checked by the host-header plugin. */
  requestOrigin: string | null;
}

/**
 * The canonical link, og:url and absolute image addresses start here, and never with text the request chose
 * (a Host header of `127.0.0.1:1@evil.example` once became the canonical link): the store's own domain if it
 * has one, else PUBLIC_URL with the store's friendly id, else in development the request's origin; in
 * production without PUBLIC_URL, nothing, and the page goes without them.
 */
export function canonicalBase(sources: CanonicalSources): CanonicalBase | null {
  const domain = sources.askedDomain ?? sources.domains[0];
  if (domain) return { origin: `${sources.scheme}://${domain}`, basePath: '' };
  const shared = sources.publicUrl ?? sources.requestOrigin;
  return shared ? { origin: shared.replace(/\/+$/, ''), basePath: `/${sources.friendlyId}` } : null;
}

/** A stored path (`/files/…`) as an absolute address on the page's canonical origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

function clip(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= DESCRIPTION_MAX_CHARS ? clean : `${clean.slice(0, DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`;
}

/** Any store page: the store's name, where it is, and its logo. */
export function storeMeta(
  store: { name: string; locationName: string; logoPath: string | null },
  origin: string,
  pageUrl: string,
  locale: Locale,
): PageMeta {
  return {
    description: clip(translate(locale, 'page.storeDescription', { store: store.name, location: store.locationName })),
    locale,
    image: store.logoPath ? absoluteUrl(origin, store.logoPath) : null,
    url: pageUrl,
    type: 'website',
    siteName: store.name,
  };
}

/** The title a product page is shared with: brand and name, then the store. */
export function productTitle(product: Pick<Product, 'brand' | 'name'>, storeName: string): string {
  return `${product.brand ? `${product.brand} ${product.name}` : product.name} | ${storeName}`;
}

/** A product page: price and pack size first (what a shopper decides on), then the store's description. */
export function productMeta(
  product: Product,
  storeName: string,
  origin: string,
  pageUrl: string,
  locale: Locale,
): PageMeta {
  const variant = product.variants[0];
  const image = variant?.imagePathList[0] ?? product.thumbnail;
  const offer = variant
    ? translate(locale, 'page.productOffer', {
        price: formatRupees(variant.sellingPrice),
        packSize: translate(locale, `units.${variant.weightUnit}`, { weight: variant.weight }),
        store: storeName,
      })
    : translate(locale, 'page.productAtStore', { store: storeName });
  return {
    locale,
    description: clip(`${offer} ${product.description ?? ''}`),
    image: image ? absoluteUrl(origin, image) : null,
    url: pageUrl,
    type: 'product',
    siteName: storeName,
  };
}
