import type { z } from 'zod';
import { ApiRequestError, apiRequest, type LazySchema, type RequestOptions } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { readStaffSession, saveStaffSession } from '#src/features/console/api/staff-session.ts';

/** Which console a call is for: the store, and where this browser keeps its staff session. */
export interface ConsoleScope {
  storeId: string;
  sessionKey: string;
}

export function useConsoleScope(): ConsoleScope {
  const { lookup, storageKeys } = useStore();
  return { storeId: lookup.store.id, sessionKey: storageKeys.console };
}

/**
 * A console call: `/api/stores/{storeId}/console{path}` with the staff token, never the shopper's (and no
 * shopper renewal). A 401 means the session ended (logged out, removed, a day old): it is forgotten, and the
 * console shows its sign-in.
 */
export async function consoleRequest<T>(
  { storeId, sessionKey }: ConsoleScope,
  path: string,
  options: Omit<RequestOptions<T>, 'schema' | 'skipAuth'> & { schema?: LazySchema<z.ZodType<T>> } = {},
): Promise<T> {
  const token = readStaffSession(sessionKey)?.accessToken;
  try {
    return await apiRequest<T>(`/api/stores/${storeId}/console${path}`, {
      ...options,
      skipAuth: true,
      headers: token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && token) saveStaffSession(sessionKey, null);
    throw error;
  }
}
