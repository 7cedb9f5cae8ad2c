import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#src/lib/api-client.ts';

/**
 * Reads retry twice (spec §7). A 4xx answer other than 408/429 will answer the same again, so it fails at
 * once: an unknown store shows its 404 without three round trips on a slow network.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query takes itself to be online until the browser says it went offline. A page opened offline
  // (the worker's shell) hears no such event: told now, a read with nothing kept waits for the network, and
  // its screen says so, rather than retrying into an error.
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out once, so the service worker can answer it with the catalogue last seen
      // (docs/decisions/022); its retries wait for the network to return.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
