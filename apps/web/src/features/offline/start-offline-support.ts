/**
 * Offline support starts once the page has loaded, so neither its code nor the worker's precaching competes
 * with the first screen (docs/decisions/022). Kept this small: it is all of offline support a first visit
 * downloads before the page is up. A server-rendered page starts its scripts after its first paint, so the
 * page may have loaded before this runs: then it starts at once.
 */
export function startOfflineSupport(): void {
  const start = () => void import('#src/features/offline/offline-support.ts').then((module) => module.start());
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
