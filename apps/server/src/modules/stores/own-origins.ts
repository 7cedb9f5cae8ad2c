import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { findStoreByDomain } from './stores.repository.ts';

type OriginConfig = Pick<Config, 'sharedHosts' | 'publicUrl' | 'port'>;

/** This server as it calls itself (the in-process payment emulator, its webhooks): loopback, from config. */
export const loopbackOrigin = (config: Pick<Config, 'port'>): string => `http://127.0.0.1:${config.port}`;

/** `host[:port]` read as a browser would, or null for anything that is not a plain host (userinfo, paths, junk). */
export function parseHost(host: string): { hostname: string; port: string } | null {
  try {
    const url = new URL(`http://${host}`);
    return url.host === host.toLowerCase() ? { hostname: url.hostname, port: url.port } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a host names this deployment: PUBLIC_URL's host, a shared host on this server's port, or a
 * store's own domain (the store `storeId`'s, when given). Only such a host may appear in an address we
 * hand out or call: `127.0.0.1:<another port>` is somebody else.
 */
export async function isOwnHost(db: Db, config: OriginConfig, host: string, storeId?: string): Promise<boolean> {
  const parsed = parseHost(host);
  if (parsed === null) return false;
  if (
    config.publicUrl !== undefined &&
    new URL(config.publicUrl).host === parsed.hostname + (parsed.port && `:${parsed.port}`)
  ) {
    return true;
  }
  if (config.sharedHosts.includes(parsed.hostname)) return parsed.port === '' || parsed.port === String(config.port);
  const store = await findStoreByDomain(db, parsed.hostname);
  return store !== null && (storeId === undefined || store.id === storeId);
}

/** An http(s) address on one of our own hosts (see `isOwnHost`). */
export async function isOwnUrl(db: Db, config: OriginConfig, address: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return isOwnHost(db, config, url.host);
}

/**
 * Where a shopper is sent back to (after paying): the origin they are on when it is one of ours — a shared
 * host or this store's own domain, so their signed-in session is there — else PUBLIC_URL, else (development
 * without it) this server on localhost. A host only the request names is never used.
 */
export async function shopperOriginOf(
  db: Db,
  config: OriginConfig,
  request: { protocol: string; host: string },
  storeId: string,
): Promise<string> {
  if (await isOwnHost(db, config, request.host, storeId)) return `${request.protocol}://${request.host.toLowerCase()}`;
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * Where a store's pages are for a link that leaves the site (an SMS): its own domain over https, else
 * PUBLIC_URL with its friendly id, else (development without it) this server on localhost. It is built from
 * configuration only, never from a request, so no header can put another site's address into a message.
 */
export function storePublicBase(
  config: Pick<Config, 'publicUrl' | 'port'>,
  store: { friendlyId: string; domains: readonly string[] },
): string {
  // The same first domain the canonical link takes (domains sorted, `listStoreDomains`).
  const domain = [...store.domains].sort()[0];
  if (domain) return `https://${domain}`;
  return `${config.publicUrl ?? `http://localhost:${config.port}`}/${store.friendlyId}`;
}
