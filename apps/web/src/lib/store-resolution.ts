/**
 * Which store a URL names (spec §1). On localhost and on the provider's shared host the first path
 * segment is the store's friendly id and the app is mounted under `/{friendlyId}`; on any other host the
 * host itself is the store's own domain and the app is mounted at the root.
 */
export type StoreTarget =
  | { kind: 'friendlyId'; identifier: string; basePath: string }
  | { kind: 'domain'; identifier: string; basePath: '' }
  /** The shared host's root: no store named, so the 'Find your store' page shows. */
  | { kind: 'none' };

export const LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;

/** `VITE_SHARED_HOSTS` ("haat.in, www.haat.in") to lower-case host names. */
export function parseSharedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export function resolveStoreTarget(
  location: Pick<Location, 'hostname' | 'pathname'>,
  sharedHosts: readonly string[],
): StoreTarget {
  const host = location.hostname.toLowerCase();
  const isShared = (LOCAL_HOSTS as readonly string[]).includes(host) || sharedHosts.includes(host);
  if (!isShared) return { kind: 'domain', identifier: host, basePath: '' };
  const segment = location.pathname.split('/').find(Boolean);
  if (!segment) return { kind: 'none' };
  let identifier: string;
  try {
    identifier = decodeURIComponent(segment);
  } catch {
    identifier = segment;
  }
  return { kind: 'friendlyId', identifier, basePath: `/${segment}` };
}
