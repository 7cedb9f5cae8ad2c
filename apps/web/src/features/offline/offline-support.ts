import { isLocale, SOURCE_LOCALE } from '@haat/contract/i18n/locales';
import { loadI18n } from '#src/lib/i18n.tsx';
import { showOfflineBar } from '#src/features/offline/offline-bar.ts';

/**
 * On a store's page (the server's bootstrap names its path), shows the offline bar and registers the store's
 * service worker, scoped to the store's path (`/demo`, or `/` on its own domain). Only in the production
 * build: the dev server has no worker to register. The bar speaks the page's language (the bootstrap names it;
 * its catalogue is the one the page already loaded).
 */
export async function start(): Promise<void> {
  const bootstrap = window.__HAAT_BOOTSTRAP__ as { basePath?: unknown; locale?: unknown } | undefined;
  const basePath = bootstrap?.basePath;
  if (typeof basePath !== 'string') return;
  const i18n = await loadI18n(isLocale(bootstrap?.locale) ? bootstrap.locale : SOURCE_LOCALE);
  showOfflineBar((id) => i18n._(id));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // A first visit's reads went out before there was a worker: once it takes the page, it is handed their
  // addresses and keeps those it may (workbox-routing's CACHE_URLS message; it caches only catalogue reads).
  if (!workers.controller) {
    workers.addEventListener(
      'controllerchange',
      () => workers.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: apiReadsSoFar() } }),
      { once: true },
    );
  }
  workers
    .register(`${basePath}/service-worker.js`, { scope: basePath || '/' })
    .catch((error: unknown) => console.warn('The offline worker could not be registered', error));
}

function apiReadsSoFar(): string[] {
  const apiPrefix = `${location.origin}/api/`;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(apiPrefix));
}
