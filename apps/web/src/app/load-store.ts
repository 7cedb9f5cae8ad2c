import type { QueryClient } from '@tanstack/react-query';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { isLocale, pageLocale } from '@haat/contract/i18n/locales';
import { setApiScope } from '#src/lib/api-client.ts';
import { browserRequestedLocale } from '#src/lib/i18n.tsx';
import { resolveStoreTarget } from '#src/lib/store-resolution.ts';
import { orgLookupQueryOptions } from '#src/features/store/api/get-org-lookup.ts';
import { webStoreConfigQueryOptions } from '#src/features/store/api/get-web-store-config.ts';

export type StoreOutcome =
  /** `fromServer`: the HTML already carries the title, favicon and theme colours. */
  | { kind: 'ready'; bootstrap: StoreBootstrap; fromServer: boolean }
  | { kind: 'find-store' }
  | { kind: 'error'; error: unknown };

/**
 * The server's `window.__HAAT_BOOTSTRAP__`, or null when absent or not a bootstrap (then the app looks the
 * store up). Checked for its shape, not parsed with its schema: the server wrote it from answers its own
 * schemas checked, and parsing here would put the schema library on every first visit.
 */
export function readBootstrap(value: unknown): StoreBootstrap | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<StoreBootstrap>;
  const whole =
    typeof candidate.lookup?.store?.id === 'string' &&
    typeof candidate.config?.id === 'string' &&
    typeof candidate.basePath === 'string' &&
    isLocale(candidate.locale);
  return whole ? (value as StoreBootstrap) : null;
}

interface LoadStoreInput {
  queryClient: QueryClient;
  location: Pick<Location, 'hostname' | 'pathname'>;
  sharedHosts: readonly string[];
  bootstrap: unknown;
}

/** Bootstrap first (no round trip); otherwise the URL names the store and the app looks it up. */
export async function loadStore({
  queryClient,
  location,
  sharedHosts,
  bootstrap,
}: LoadStoreInput): Promise<StoreOutcome> {
  const fromServer = readBootstrap(bootstrap);
  if (fromServer) return { kind: 'ready', bootstrap: fromServer, fromServer: true };
  const target = resolveStoreTarget(location, sharedHosts);
  if (target.kind === 'none') return { kind: 'find-store' };
  try {
    const lookup = await queryClient.fetchQuery(orgLookupQueryOptions(target));
    setApiScope({ orgId: lookup.orgId, storeId: lookup.store.id });
    const config = await queryClient.fetchQuery(webStoreConfigQueryOptions(lookup.store.id));
    const locale = pageLocale(browserRequestedLocale(), config.languages);
    return { kind: 'ready', bootstrap: { lookup, config, basePath: target.basePath, locale }, fromServer: false };
  } catch (error) {
    return { kind: 'error', error };
  }
}
