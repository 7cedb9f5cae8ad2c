import { pageLocale, type Locale } from '@haat/contract/i18n/locales';
import {
  productSearchQuerySchema,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSearchPage,
} from '@haat/contract/catalogue/catalogue.schemas';
import { searchApiQuery, searchStateFromParams } from '@haat/contract/catalogue/search-state';
import { ALSO_LIKE_PAGE_SIZE, CATALOGUE_PAGE_SIZE, popularProductsSize } from '@haat/contract/constants';
import { matchStorefrontPage, type PageData, type PageMatch } from '@haat/contract/storefront/storefront-pages';
import type { StoreBootstrap, WebStoreConfig } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { parseJsonBody } from '#src/json-body.ts';
import { getCategories, getProduct, getProductPage, type StoreRead } from '#src/modules/catalogue/index.ts';
import { getAnnouncementBars, getBanners, getFaqs, getTestimonials } from '#src/modules/content/index.ts';
import { shownProductReviews } from '#src/modules/reviews/index.ts';
import { searchProducts } from '#src/modules/search/index.ts';
import {
  findStoreByDomain,
  findStoreByFriendlyId,
  listStoreDomains,
  normaliseDomain,
  type StoreRecord,
  toOrgLookup,
  toPolicies,
  toWebStoreConfig,
} from '#src/modules/stores/index.ts';
import type { StorePageHead, StorePageStart } from './storefront.html.ts';
import { canonicalBase, productMeta, productTitle, storeMeta, type CanonicalBase } from './storefront.meta.ts';

/**
 * Which page a storefront address is: the shared host's root, a known store, or no store at all. A store's
 * page starts with what its store says (`start`) and reads its data only when `head()` is called (not at
 * all when the page comes from the cache).
 */
export type StorefrontPage =
  | { kind: 'root' }
  | { kind: 'unknown-store' }
  | {
      kind: 'store';
      storeId: string;
      appPath: string;
      /** False when the app shows its Not Found (an unknown path, product or category): the page is a 404. */
      found: boolean;
      start: Omit<StorePageStart, 'styles'>;
      head: () => Promise<StorePageHead>;
    };

export interface StorefrontRequest {
  hostname: string;
  path: string;
  /** The address's query string without `?` (a search page's search). */
  query: string;
  /** Whether the shopper asked over TLS (behind a proxy, as TRUST_PROXY lets it say). */
  secure: boolean;
  /** `http://localhost:8301` as asked, its host checked well-formed (the host-header plugin). */
  origin: string;
  /** The language the visitor asks for (their saved choice, else their browser's); null: the store's default. */
  requestedLocale: Locale | null;
}

/**
 * Reads a store's text once for every page that shows it (its categories, announcement bar, domains, a
 * category's first products): `read()` when nobody has it, else the text kept as public reads are (the route
 * passes the public-read cache's `remember`). `key` names the read within the page's store and language.
 */
export type SharedRead = <Text extends string>(key: string, read: () => Promise<Text>) => Promise<Text>;

/** What a page reads with: its store, its language, and the reads it shares with the store's other pages. */
interface PageReads {
  db: Db;
  store: StoreRecord;
  locale: Locale;
  share: SharedRead;
}

/** A value read as JSON text through `share`, and parsed for this page alone. */
async function sharedValue<T>({ share }: PageReads, key: string, read: () => Promise<T>): Promise<T> {
  return JSON.parse(await share(key, async () => JSON.stringify(await read()))) as T;
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

/** The store page of an address; its head (title, meta, bootstrap) is read when the page is written. */
export async function resolveStorefrontPage(
  db: Db,
  request: StorefrontRequest,
  settings: StorefrontSettings,
  share: (storeId: string, locale: Locale) => SharedRead,
): Promise<StorefrontPage> {
  const address = await resolveStoreAddress(db, request, settings.sharedHosts);
  if (address.kind !== 'store') return address;
  const { store, basePath, appPath } = address;
  const host = normaliseDomain(request.hostname);
  // The page's language: its texts, and the store's own (decision 026), are read in it.
  const locale = pageLocale(request.requestedLocale, toWebStoreConfig(store).languages);
  const theme = {
    primaryColor: store.primaryColor,
    secondaryColor: store.secondaryColor,
    neutralColor: store.neutralColor,
  };
  const reads: PageReads = { db, store, locale, share: share(store.id, locale) };
  const match = matchStorefrontPage(appPath);
  const { found, product } = await screenOf(reads, match);
  const head = async () => {
    // On the shared host the page's canonical address is the store's own domain, when it has one.
    const domains = address.sharedHost
      ? await sharedValue(reads, 'domains', () => listStoreDomains(db, store.id))
      : [host];
    const canonical = canonicalOf(request, settings, store, domains, address.sharedHost ? null : host);
    return pageHead(reads, basePath, { path: appPath, query: request.query, match }, canonical, product);
  };
  return { kind: 'store', storeId: store.id, appPath, found, start: { locale, theme }, head };
}

/** What a stored id looks like, in any case: a path segment of any other shape names nothing (and is not asked for). */
const ID_SHAPE = /^[0-9a-f-]{36}$/i;

/** The id a page's `:name` segment names, lower-cased as stored; null if it cannot name one. */
function idParam(match: PageMatch, name: string): string | null {
  const value = match.params[name];
  return value && ID_SHAPE.test(value) ? value.toLowerCase() : null;
}

/** Which listing a listing page shows: `{}` for all products, `{ categoryId }` for one; null: none. */
function listingOf(match: PageMatch | null): { categoryId?: string } | null {
  if (match?.page.data !== 'listing') return null;
  if (match.params.categoryId === undefined) return {};
  const categoryId = idParam(match, 'categoryId');
  return categoryId ? { categoryId } : null;
}

/**
 * Whether the app shows a screen at an app path or its Not Found, and a product page's product. The status
 * leaves before the page, so this is read before its start: a product page reads its product here (its head
 * uses it), a category's page the first page of its products (shared, and read by its head anyway).
 */
async function screenOf(
  reads: PageReads,
  match: PageMatch | null,
): Promise<{ found: boolean; product: ProductDetail | null }> {
  const notFound = { found: false, product: null };
  if (!match) return notFound;
  if (match.page.data === 'product') {
    const productId = idParam(match, 'productId');
    if (!productId) return notFound;
    const found = await getProduct(reads.db, productId, { storeId: reads.store.id }, reads.locale);
    return found.ok ? { found: true, product: parseJsonBody(found.value) } : notFound;
  }
  if (match.page.data === 'listing') {
    const listing = listingOf(match);
    if (!listing) return notFound;
    // All products, or a category of the store's: an unknown one has no first page.
    const found = !listing.categoryId || (await sharedProductPage(reads, firstListingPage(listing))) !== null;
    return { found, product: null };
  }
  return { found: true, product: null };
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

/** Where in the store a page is: its app path (after the basePath), query string and page. */
interface AppAddress {
  path: string;
  query: string;
  match: PageMatch | null;
}

/** A page's head; `product` is a product page's shown product, null for every other page. */
async function pageHead(
  reads: PageReads,
  basePath: string,
  address: AppAddress,
  canonical: CanonicalBase | null,
  product: ProductDetail | null,
): Promise<StorePageHead> {
  const { store, locale } = reads;
  const appPath = address.path;
  const config = toWebStoreConfig(store);
  const [firstScreen, rest] = await Promise.all([
    firstScreenData(reads, address.match),
    restOfScreen(reads, config, address, product),
  ]);
  const bootstrap: StoreBootstrap = {
    lookup: toOrgLookup(store),
    config,
    basePath,
    locale,
    ...firstScreen.data,
    ...rest,
    ...(product ? { product } : {}),
  };
  const head: StorePageHead = {
    title: store.name,
    favicon: store.favicon,
    bootstrap,
  };
  // A search's largest image is its first result's, as a listing's is.
  const firstFound = rest.search?.firstPage.products[0];
  const preloadImage = product
    ? productImage(product)
    : (firstScreen.largestImage ?? (firstFound ? productImage(firstFound) : null));
  if (!canonical) return { ...head, preloadImage };
  const pageUrl = `${canonical.origin}${canonical.basePath}${appPath}`;
  // A product page previews the product; a hidden or unknown one previews the store, as every other page.
  if (product) {
    return {
      ...head,
      preloadImage,
      title: productTitle(product, store.name),
      meta: productMeta(product, store.name, canonical.origin, pageUrl, locale),
    };
  }
  return { ...head, preloadImage, meta: storeMeta(store, canonical.origin, pageUrl, locale) };
}

/**
 * What the first screen of home and of a category listing shows, written into the bootstrap so the app
 * paints it without a round trip (and without content moving in after it), and the image it paints largest
 * (home's first banner, the listing's first product photo) to preload. An unknown category leaves the app
 * to ask, and to say Not Found.
 */
async function firstScreenData(
  reads: PageReads,
  match: PageMatch | null,
): Promise<{ data: Pick<StoreBootstrap, 'banners' | 'categories' | 'listing'>; largestImage: string | null }> {
  const { db, store, locale } = reads;
  const storeId = store.id;
  const listing = listingOf(match);
  // Every page's footer lists categories; home and the listings show them on their first screen too.
  const categories = await reads.share('categories', () => getCategories(db, { storeId }, locale));
  const data = { categories: parseJsonBody(categories) };
  if (match?.page.data === 'home') {
    const banners = await getBanners(db, storeId, locale, true);
    return { data: { ...data, banners }, largestImage: banners[0]?.bannerPath ?? null };
  }
  if (!listing) return { data, largestImage: null };
  const firstPage = await sharedProductPage(reads, firstListingPage(listing));
  if (!firstPage) return { data, largestImage: null };
  const [first] = firstPage.products;
  return {
    data: { ...data, listing: { ...listing, firstPage } },
    largestImage: first ? productImage(first) : null,
  };
}

type RestOfScreen = Pick<
  StoreBootstrap,
  'announcementBars' | 'testimonials' | 'faqs' | 'productPages' | 'productReviews' | 'policies' | 'search'
>;

/**
 * What else a public page shows beyond its first screen, so the server renders all of it and the browser
 * asks for nothing on hydrating: the announcement bar everywhere, home's Popular Products, testimonials and
 * FAQs, a product's reviews and "You may also like", a policy page's policies and a search's first page.
 */
async function restOfScreen(
  reads: PageReads,
  config: WebStoreConfig,
  address: AppAddress,
  product: ProductDetail | null,
): Promise<RestOfScreen> {
  const { db, store, locale } = reads;
  const storeId = store.id;
  const announcementBars = await sharedValue(reads, 'announcement bars', () =>
    getAnnouncementBars(db, storeId, locale),
  );
  const rest: RestOfScreen = { announcementBars };
  const data: PageData | undefined = address.match?.page.data;
  if (data === 'home') {
    const size = popularProductsSize(config.storeWebTheme.gridHomePage);
    const [popular, testimonials, faqs] = await Promise.all([
      sharedProductPage(reads, { size }),
      getTestimonials(db, storeId, locale),
      getFaqs(db, storeId, locale),
    ]);
    const productPages = popular ? [{ size, page: popular }] : [];
    return { ...rest, testimonials, faqs, productPages };
  }
  if (product) return { ...rest, ...(await productScreen(reads, product)) };
  if (data === 'policies') return { ...rest, policies: toPolicies(store, locale) };
  if (data === 'search') {
    const firstPage = await searchFirstPage(db, { storeId, locale }, address.query);
    return firstPage ? { ...rest, search: { params: address.query, firstPage } } : rest;
  }
  return rest;
}

/** Below a product: its ratings and reviews, and "You may also like" (the same for every product of a category). */
async function productScreen(
  reads: PageReads,
  product: ProductDetail,
): Promise<Pick<RestOfScreen, 'productPages' | 'productReviews'>> {
  const alsoLike = async (categoryId: string) => {
    const page = await sharedProductPage(reads, { categoryId, size: ALSO_LIKE_PAGE_SIZE });
    return page ? [{ categoryId, size: ALSO_LIKE_PAGE_SIZE, page }] : undefined;
  };
  const { db, store } = reads;
  const [productReviews, productPages] = await Promise.all([
    shownProductReviews(db, store.id, product, store.reviewsEnabled),
    product.categoryId ? alsoLike(product.categoryId) : undefined,
  ]);
  return { productPages, productReviews };
}

/** The first page of a listing's products, as its screen shows it. */
const firstListingPage = (listing: { categoryId?: string }) => ({ ...listing, size: CATALOGUE_PAGE_SIZE });

/** What a shared product page keeps for a category that does not exist. */
const NO_PAGE = 'null';

/** The first page of a category's products (the whole store's without one), read once for every page showing it. */
async function sharedProductPage(
  { db, store, locale, share }: PageReads,
  { categoryId, size }: Pick<ProductListQuery, 'categoryId'> & { size: number },
): Promise<ProductPage | null> {
  const text = await share(`products ${categoryId ?? 'all'} ${size}`, async () => {
    const page = await getProductPage(db, { storeId: store.id, categoryId, page: 1, size }, locale);
    // An unknown category is kept as none: the app then asks, and says Not Found.
    return page.ok ? page.value : NO_PAGE;
  });
  return text === NO_PAGE ? null : parseJsonBody(text);
}

/**
 * Whether an address is a search page that runs a search, told from the address alone (no store is read):
 * the route spends the client's search budget on it before building the page.
 */
export function runsSearch(
  request: Pick<StorefrontRequest, 'hostname' | 'path' | 'query'>,
  sharedHosts: readonly string[],
): boolean {
  // On a shared host the first segment is the store's friendly id (resolveStoreAddress).
  const onSharedHost = sharedHosts.includes(normaliseDomain(request.hostname));
  const appPath = onSharedHost ? request.path.replace(/^\/[^/]*/, '') : request.path;
  return (
    matchStorefrontPage(appPath)?.page.data === 'search' &&
    searchStateFromParams(new URLSearchParams(request.query)).query !== ''
  );
}

/**
 * The first page of the search a /search address names, read exactly as the storefront reads it and checked
 * by the API's own schema; null without a query (the page asks for one) or for a search the API would refuse
 * (the browser asks, and shows the API's answer).
 */
async function searchFirstPage(
  db: Db,
  { storeId, locale }: StoreRead,
  queryString: string,
): Promise<ProductSearchPage | null> {
  const state = searchStateFromParams(new URLSearchParams(queryString));
  if (state.query === '') return null;
  const asSent = Object.fromEntries(
    Object.entries(searchApiQuery(state)).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  const query = productSearchQuerySchema.safeParse({
    ...asSent,
    storeId,
    page: '1',
    size: String(CATALOGUE_PAGE_SIZE),
  });
  return query.success ? parseJsonBody(await searchProducts(db, query.data, locale)) : null;
}

/** The image the product page shows first (as the web app's product gallery picks it). */
function productImage(product: Product): string | null {
  return product.variants[0]?.imagePathList[0] ?? product.thumbnail;
}
