import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { orgs, shippingConfigs, storeDomains, stores } from '#src/db/schema/index.ts';

/** A store row with its org's name and logo: everything the store endpoints answer from. */
export type StoreRecord = typeof stores.$inferSelect & { orgName: string; orgLogoPath: string | null };

const storeWithOrg = { ...getTableColumns(stores), orgName: orgs.name, orgLogoPath: orgs.logoPath };

export async function findStoreById(db: Db, storeId: string): Promise<StoreRecord | null> {
  const rows = await db
    .select(storeWithOrg)
    .from(stores)
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return rows[0] ?? null;
}

/** The org a store belongs to, or null when there is no such store: what the tenancy guard compares. */
export async function findStoreOrgId(db: Db, storeId: string): Promise<string | null> {
  const rows = await db.select({ orgId: stores.orgId }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return rows[0]?.orgId ?? null;
}

/** Resolves a store from its friendly id: the one query that has no store id yet, because it finds it. */
export async function findStoreByFriendlyId(db: Db, friendlyId: string): Promise<StoreRecord | null> {
  const rows = await db
    .select(storeWithOrg)
    .from(stores)
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(stores.friendlyId, friendlyId))
    .limit(1);
  return rows[0] ?? null;
}

/** Resolves a store from one of its own domains (no store id yet, as above). */
export async function findStoreByDomain(db: Db, domain: string): Promise<StoreRecord | null> {
  const rows = await db
    .select(storeWithOrg)
    .from(storeDomains)
    .innerJoin(stores, eq(stores.id, storeDomains.storeId))
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(storeDomains.domain, domain))
    .limit(1);
  return rows[0] ?? null;
}

export async function listStoreDomains(db: Db, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, storeId))
    .orderBy(asc(storeDomains.domain));
  return rows.map((row) => row.domain);
}

export async function listShippingConfigs(db: Db, storeId: string) {
  return db
    .select()
    .from(shippingConfigs)
    .where(eq(shippingConfigs.storeId, storeId))
    .orderBy(asc(shippingConfigs.position));
}

/** Every store's friendly id, for the start-up banner and the seed; not a tenant query. */
export async function listStoreFriendlyIds(db: Db): Promise<string[]> {
  const rows = await db.select({ friendlyId: stores.friendlyId }).from(stores).orderBy(asc(stores.createdAt));
  return rows.map((row) => row.friendlyId);
}
