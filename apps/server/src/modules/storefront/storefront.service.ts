import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { parseJsonBody } from '#src/json-body.ts';
import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { getCategories, getProduct, getProductPage } from '#src/modules/catalogue/index.ts';
import { getBanners } from '#src/modules/content/index.ts';
import {
  findStoreByDomain,
  findStoreByFriendlyId,
  listStoreDomains,
  normaliseDomain,
  type StoreRecord,
  toOrgLookup,
  toWebStoreConfig,
} from '#src/modules/stores/index.ts';
import type { StorePageHead } from './storefront.html.ts';
import {
  canonicalBase,
  categoryListingOfPath,
  productIdOfPath,
  productMeta,
  productTitle,
  storeMeta,
  type CanonicalBase,
} from './storefront.meta.ts';

/** Which page a storefront address is: the shared host's root, a known store, or no store at all. */
export type StorefrontPage =
  { kind: 'root' } | { kind: 'unknown-store' } | { kind: 'store'; head: StorePageHead; appPath: string };

export interface StorefrontRequest {
  hostname: string;
  path: string;
  /** Whether the shopper asked over TLS (behind a proxy, as TRUST_PROXY lets it say). */
  secure: boolean;
  /** `http://localhost:8301` as asked, its host checked well-formed (the host-header plugin). */
  origin: string;
}

export interface StorefrontSettings {
  sharedHosts: readonly string[];
  /** PUBLIC_URL: where the shared host is reached; the canonical address of stores without a domain. */
  publicUrl: string | undefined;
  /** In production a page's own address never comes from the request. */
  production: boolean;
}

const FRIENDLY_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

/**
 * Which store an address is, as spec §1 says: on a shared host the first path segment is the store's friendly
 * id; on any other host the host itself is the store's domain. `basePath` is where the app's routes start
 * (`/demo`, or `''` on a domain) and `appPath` the rest of the path. Nothing else of the request is read.
 */
export type StoreAddress =
  | { kind: 'root' }
  | { kind: 'unknown-store' }
  | { kind: 'store'; store: StoreRecord; basePath: string; appPath: string; sharedHost: boolean };

export async function resolveStoreAddress(
  db: Db,
  request: Pick<StorefrontRequest, 'hostname' | 'path'>,
  sharedHosts: readonly string[],
): Promise<StoreAddress> {
  const host = normaliseDomain(request.hostname);
  if (sharedHosts.includes(host)) {
    const segment = (request.path.split('/')[1] ?? '').toLowerCase();
    if (segment === '') return { kind: 'root' };
    if (!FRIENDLY_ID.test(segment)) return { kind: 'unknown-store' };
    const store = await findStoreByFriendlyId(db, segment);
    if (!store) return { kind: 'unknown-store' };
    const appPath = request.path.slice(segment.length + 1) || '/';
    return { kind: 'store', store, basePath: `/${store.friendlyId}`, appPath, sharedHost: true };
  }
  const store = await findStoreByDomain(db, host);
  if (!store) return { kind: 'unknown-store' };
  return { kind: 'store', store, basePath: '', appPath: request.path, sharedHost: false };
}

/** The store page of an address: its head (title, meta, bootstrap) for the HTML the server writes. */
export async function resolveStorefrontPage(
  db: Db,
  request: StorefrontRequest,
  settings: StorefrontSettings,
): Promise<StorefrontPage> {
  const address = await resolveStoreAddress(db, request, settings.sharedHosts);
  if (address.kind !== 'store') return address;
  const { store, basePath, appPath } = address;
  const host = normaliseDomain(request.hostname);
  const canonical = address.sharedHost
    ? canonicalOf(request, settings, store, await listStoreDomains(db, store.id), null)
    : canonicalOf(request, settings, store, [host], host);
  return { kind: 'store', head: await pageHead(db, store, basePath, appPath, canonical), appPath };
}

function canonicalOf(
  request: StorefrontRequest,
  settings: StorefrontSettings,
  store: StoreRecord,
  domains: readonly string[],
  askedDomain: string | null,
): CanonicalBase | null {
  return canonicalBase({
    domains,
    askedDomain,
    friendlyId: store.friendlyId,
    // A shop's own domain is served over TLS in production, whatever the hop to us was.
    scheme: settings.production || request.secure ? 'https' : 'http',
    publicUrl: settings.publicUrl,
    requestOrigin: settings.production ? null : request.origin,
  });
}

async function pageHead(
  db: Db,
  store: StoreRecord,
  basePath: string,
  appPath: string,
  canonical: CanonicalBase | null,
): Promise<StorePageHead> {
  const productId = productIdOfPath(appPath);
  // A product page previews the product; a hidden or unknown one previews the store, as every other page.
  const found = productId ? await getProduct(db, productId, { storeId: store.id }) : null;
  const product = found?.ok ? parseJsonBody(found.value) : null;
  const firstScreen = await firstScreenData(db, store.id, appPath);
  const bootstrap: StoreBootstrap = {
    lookup: toOrgLookup(store),
    config: toWebStoreConfig(store),
    basePath,
    ...firstScreen.data,
    ...(product ? { product } : {}),
  };
  const head: StorePageHead = {
    title: store.name,
    favicon: store.favicon,
    theme: { primaryColor: store.primaryColor, secondaryColor: store.secondaryColor, neutralColor: store.neutralColor },
    bootstrap,
  };
  const preloadImage = product ? productImage(product) : firstScreen.largestImage;
  if (!canonical) return { ...head, preloadImage };
  const pageUrl = `${canonical.origin}${canonical.basePath}${appPath}`;
  if (product) {
    return {
      ...head,
      preloadImage,
      title: productTitle(product, store.name),
      meta: productMeta(product, store.name, canonical.origin, pageUrl),
    };
  }
  return { ...head, preloadImage, meta: storeMeta(store, canonical.origin, pageUrl) };
}

const isHome = (appPath: string) => appPath === '/' || appPath === '';

/**
 * What the first screen of home and of a category listing shows, written into the bootstrap so the app
 * paints it without a round trip (and without content moving in after it), and the image it paints largest
 * (home's first banner, the listing's first product photo) to preload. An unknown category leaves the app
 * to ask, and to say Not Found.
 */
async function firstScreenData(
  db: Db,
  storeId: string,
  appPath: string,
): Promise<{ data: Pick<StoreBootstrap, 'banners' | 'categories' | 'listing'>; largestImage: string | null }> {
  const listing = categoryListingOfPath(appPath);
  if (!isHome(appPath) && !listing) return { data: {}, largestImage: null };
  const data = { categories: parseJsonBody(await getCategories(db, { storeId })) };
  if (!listing) {
    const banners = await getBanners(db, storeId, true);
    return { data: { ...data, banners }, largestImage: banners[0]?.bannerPath ?? null };
  }
  const page = await getProductPage(db, { storeId, ...listing, page: 1, size: CATALOGUE_PAGE_SIZE });
  if (!page.ok) return { data, largestImage: null };
  const firstPage = parseJsonBody(page.value);
  const [first] = firstPage.products;
  return {
    data: { ...data, listing: { ...listing, firstPage } },
    largestImage: first ? productImage(first) : null,
  };
}

/** The image the product page shows first (as the web app's product gallery picks it). */
function productImage(product: Product): string | null {
  return product.variants[0]?.imagePathList[0] ?? product.thumbnail;
}
