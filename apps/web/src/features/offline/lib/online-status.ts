import { useSyncExternalStore } from 'react';

/** Calls `listener` whenever the browser goes offline or comes back. */
export function subscribeToOnlineStatus(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser knows it has no network (it cannot tell a very slow one). */
export const isOffline = (): boolean => !navigator.onLine;

export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isOffline, () => false);
}
