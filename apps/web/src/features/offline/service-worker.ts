/// <reference lib="webworker" />
/**
 * The storefront's service worker, one per store (docs/decisions/022-installable-and-offline.md): registered
 * at `{basePath}/service-worker.js` with the store's path as its scope, `/demo` rather than `/demo/` so that
 * the home page `/demo` is in it (the server allows that with Service-Worker-Allowed). Built by
 * vite-plugin-pwa (injectManifest), which writes the list of built assets into `self.__WB_MANIFEST`.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isCataloguePage, isCatalogueRead, isStorePath } from '#src/features/offline/lib/offline-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;
const scopePath = new URL(self.registration.scope).pathname; // '/demo' on a shared host, '/' on a domain
const basePath = scopePath.replace(/\/$/, '');
const shellUrl = scopePath;

// Hashed asset names change with every build, so their list names the version. Pages and reads are kept per
// version: an old page's HTML names old assets, and a new version's pages never mix with an old one's.
const version = hashOf(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).join('\n'));
const cacheOf = (name: string) => `haat-${name}-${version}-${scopePath}`;
const pagesCache = cacheOf('pages');
const readsCache = cacheOf('reads');
// Files are content-addressed (a changed image gets a new name): kept across versions.
const imagesCache = `haat-images-${scopePath}`;

precacheAndRoute(manifest);
cleanupOutdatedCaches();

/**
 * Pages are kept under their address alone and found whatever headers they vary on. The server's page varies
 * with the language (`Vary: Cookie, Accept-Language`), and a navigation carries the browser's Accept-Language
 * where the worker's own request for the shell does not: matched by Vary, the shell a navigation had kept was
 * never found, and offline every page not seen yet was the browser's error page.
 */
const ANY_VARIANT: CacheQueryOptions = { ignoreVary: true };

self.addEventListener('install', (event) => {
  // The store's home page is the shell: offline, a page not seen yet opens it and the app routes to the page.
  // Without it the worker does not install (the browser tries again on the next visit), so a worker in
  // charge of a store always has a page to answer with.
  event.waitUntil(caches.open(pagesCache).then((cache) => cache.add(shellUrl)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => /^haat-(pages|reads)-/.test(name) && name.endsWith(`-${scopePath}`))
          .filter((name) => name !== pagesCache && name !== readsCache)
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});
// The first version takes the open page at once, so the reads of a first visit are kept for offline use. A
// later version activates only when no page is open or on the navigation below, which reloads its page.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** On a store's own domain the scope is the whole origin: these paths are not the app's pages. */
const NOT_PAGES = /^\/(api|files|assets|__gateway)(\/|$)/;

/**
 * Pages: network first. A new version waiting to take over does so on a navigation that reached the network,
 * when no other tab of the store is open: the answer is an empty page that reloads at once, so the whole page
 * then comes from the new version. Offline, the page's last-seen HTML, else the shell.
 */
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    isStorePath(url.pathname, basePath) &&
    !NOT_PAGES.test(url.pathname),
  async ({ request, url }) => {
    const cache = await caches.open(pagesCache);
    let response: Response;
    try {
      response = await fetch(request);
    } catch {
      return (
        (await cache.match(request.url, ANY_VARIANT)) ?? (await cache.match(shellUrl, ANY_VARIANT)) ?? Response.error()
      );
    }
    const waiting = self.registration.waiting;
    if (waiting && (await self.clients.matchAll({ type: 'window' })).length <= 1) {
      waiting.postMessage({ type: 'SKIP_WAITING' });
      return new Response('', { headers: { Refresh: '0' } });
    }
    if (response.ok && isCataloguePage(url.pathname, basePath)) await cache.put(request.url, response.clone());
    return response;
  },
);

// Public catalogue reads: network first, the last answer kept for offline use. Nothing else under /api is
// routed here, so the cart, checkout, orders, wallet and account always go to the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isCatalogueRead(url.pathname),
  new NetworkFirst({
    cacheName: readsCache,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The page language's messages: their address names the release (`?v=`), so a kept copy is always right;
// without them an offline page could not render a word.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/messages/'),
  new CacheFirst({ cacheName: readsCache }),
);

// Store and product images: cache first (their names change when they do).
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/files/'),
  new CacheFirst({
    cacheName: imagesCache,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

/** A short stable name for a text (FNV-1a, 32 bits). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
