/**
 * Offline support starts once the page has loaded, so neither its code nor the worker's precaching competes
 * with the first screen (docs/decisions/022). Only on a store's page: the server's bootstrap names its path.
 */
export function startOfflineSupport(): void {
  const basePath = (window.__HAAT_BOOTSTRAP__ as { basePath?: unknown } | undefined)?.basePath;
  if (typeof basePath !== 'string') return;
  const start = () =>
    void import('#src/features/offline/offline-support.ts').then((module) => module.startOfflineSupportNow(basePath));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
