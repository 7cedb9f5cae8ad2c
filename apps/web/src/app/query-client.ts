import { QueryClient } from '@tanstack/react-query';
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
  return new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out once, so the service worker can answer it with the catalogue last seen
      // (docs/decisions/022); its retries wait for the network to return.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
