/**
 * Offline support starts once the page has loaded, so neither its code nor the worker's precaching competes
 * with the first screen (docs/decisions/022). Kept this small: it is all of offline support a first visit
 * downloads before the page is up.
 */
export function startOfflineSupport(): void {
  addEventListener('load', () => void import('#src/features/offline/offline-support.ts').then((m) => m.start()));
}
