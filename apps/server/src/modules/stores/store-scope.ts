import type { StoreResourceQuery } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { notFound } from '#src/plugins/error-handler.ts';
import { findStoreInScope, type StoreRecord } from './stores.service.ts';

/**
 * For route handlers of any module: the store the request is about, or a 404 `{ message, code }` when it
 * does not exist or the request's `storeId` / `orgId` belong to another store.
 */
export async function requireStore(db: Db, storeId: string, scope: StoreResourceQuery = {}): Promise<StoreRecord> {
  const store = await findStoreInScope(db, storeId, scope);
  if (!store) throw notFound('Store');
  return store;
}
