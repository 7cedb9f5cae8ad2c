import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { PageMeta } from './storefront.html.ts';

/** Descriptions are cut here: what link previews show before they truncate anyway. */
export const DESCRIPTION_MAX_CHARS = 200;

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
