import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { findStoreByDomain, findStoreByFriendlyId } from '#src/modules/stores/stores.repository.ts';
import {
  normaliseDomain,
  toOrgLookup,
  toWebStoreConfig,
  type StoreRecord,
} from '#src/modules/stores/stores.service.ts';
import type { StorePageHead } from './storefront.html.ts';

/** Which page a storefront address is: the shared host's root, a known store, or no store at all. */
export type StorefrontPage = { kind: 'root' } | { kind: 'unknown-store' } | { kind: 'store'; head: StorePageHead };

const FRIENDLY_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

/**
 * Spec §1: on a shared host the first path segment is the store's friendly id; on any other host the host
 * itself is the store's domain. `basePath` tells the app where its routes start.
 */
export async function resolveStorefrontPage(
  db: Db,
  request: { hostname: string; path: string },
  sharedHosts: readonly string[],
): Promise<StorefrontPage> {
  const host = normaliseDomain(request.hostname);
  if (sharedHosts.includes(host)) {
    const segment = (request.path.split('/')[1] ?? '').toLowerCase();
    if (segment === '') return { kind: 'root' };
    if (!FRIENDLY_ID.test(segment)) return { kind: 'unknown-store' };
    const store = await findStoreByFriendlyId(db, segment);
    return store ? { kind: 'store', head: pageHead(store, `/${store.friendlyId}`) } : { kind: 'unknown-store' };
  }
  const store = await findStoreByDomain(db, host);
  return store ? { kind: 'store', head: pageHead(store, '') } : { kind: 'unknown-store' };
}

function pageHead(store: StoreRecord, basePath: string): StorePageHead {
  const bootstrap: StoreBootstrap = { lookup: toOrgLookup(store), config: toWebStoreConfig(store), basePath };
  return {
    title: store.name,
    favicon: store.favicon,
    theme: { primaryColor: store.primaryColor, secondaryColor: store.secondaryColor, neutralColor: store.neutralColor },
    bootstrap,
  };
}
