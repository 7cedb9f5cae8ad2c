/**
 * Tells every server that a store's public reads (catalogue, search, content) changed, so each forgets its
 * cached answers for that store: this server at once, the others as soon as the message reaches them.
 */
export interface CacheBus {
  /** Call after the change is committed: a server that forgets earlier may cache the old answer again. */
  storeChanged(storeId: string): void;
  /** Called for every change announced, by this server or another. */
  onStoreChanged(listener: (storeId: string) => void): void;
  close(): Promise<void>;
}

/**
 * What code that moves stock outside a request's own route (jobs, payment settlement) is handed: called with
 * the store after the change is committed. The app passes its cache bus's `storeChanged`.
 */
export type StockChanged = (storeId: string) => void;

/** One server's bus: the listeners are called at once, in this process only. */
export function createLocalCacheBus(): CacheBus {
  const listeners: Array<(storeId: string) => void> = [];
  return {
    storeChanged: (storeId) => listeners.forEach((listener) => listener(storeId)),
    onStoreChanged: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}
