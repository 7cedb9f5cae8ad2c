import { and, eq, getTableColumns, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#src/db/connect.ts';
import {
  announcementBars,
  banners,
  categories,
  coupons,
  deliverySlots,
  faqs,
  orgs,
  productVariants,
  products,
  shippingConfigs,
  storeDomains,
  stores,
  testimonials,
} from '#src/db/schema/index.ts';
import type { StoreIds, StoreImportPlan } from './store-import.plan.ts';

/** Another store already answers on one of the document's domains. */
export class DomainTakenError extends Error {
  constructor(readonly domains: string[]) {
    super(`domain already used by another store: ${domains.join(', ')}`);
  }
}

/** The ids of the store a document would replace: found by friendly id, the one key a document carries. */
export async function findImportTarget(db: Db, friendlyId: string): Promise<StoreIds | null> {
  const rows = await db
    .select({ storeId: stores.id, orgId: stores.orgId, locationId: stores.locationId })
    .from(stores)
    .where(eq(stores.friendlyId, friendlyId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Writes the whole store in one transaction: the store row is inserted or updated in place, and each of its
 * tables is brought to exactly the document's rows (upsert by stable id, then delete the rest of this
 * store's rows). Any failure leaves the database as it was.
 */
export async function writeStorePlan(db: Db, plan: StoreImportPlan): Promise<void> {
  await db.transaction(async (tx) => {
    const { storeId } = plan;
    await tx
      .insert(orgs)
      .values({ id: plan.orgId, ...plan.org })
      .onConflictDoUpdate({ target: orgs.id, set: plan.org });
    await tx
      .insert(stores)
      .values({ id: storeId, orgId: plan.orgId, locationId: plan.locationId, ...plan.store })
      .onConflictDoUpdate({ target: stores.id, set: plan.store });
    await replaceDomains(tx, storeId, plan.domains);
    await replaceRows(tx, shippingConfigs, storeId, plan.shippingConfigs);
    await replaceRows(tx, banners, storeId, plan.banners);
    await replaceRows(tx, announcementBars, storeId, plan.announcementBars);
    await replaceRows(tx, testimonials, storeId, plan.testimonials);
    await replaceRows(tx, faqs, storeId, plan.faqs);
    await replaceRows(tx, deliverySlots, storeId, plan.deliverySlots);
    // By code: a coupon re-imported keeps its id and its count of uses; one left out goes (orders keep its code).
    await replaceRows(tx, coupons, storeId, plan.coupons);
    // Parents are upserted before children and pruned after them, so a variant may move between products.
    await upsertRows(tx, categories, plan.categories);
    await upsertRows(tx, products, plan.products);
    await upsertRows(tx, productVariants, plan.variants);
    await pruneRows(tx, productVariants, storeId, plan.variants);
    await pruneRows(tx, products, storeId, plan.products);
    await pruneRows(tx, categories, storeId, plan.categories);
  });
}

async function replaceDomains(tx: Db, storeId: string, domains: string[]): Promise<void> {
  if (domains.length > 0) {
    const taken = await tx
      .select({ domain: storeDomains.domain })
      .from(storeDomains)
      .where(and(inArray(storeDomains.domain, domains), ne(storeDomains.storeId, storeId)));
    if (taken.length > 0) throw new DomainTakenError(taken.map((row) => row.domain));
  }
  await tx.delete(storeDomains).where(eq(storeDomains.storeId, storeId));
  if (domains.length > 0) await tx.insert(storeDomains).values(domains.map((domain) => ({ domain, storeId })));
}

type StoreOwnedTable = PgTable & { id: PgColumn; storeId: PgColumn };
type Row = { id: string };

async function replaceRows(tx: Db, table: StoreOwnedTable, storeId: string, rows: Row[]): Promise<void> {
  await upsertRows(tx, table, rows);
  await pruneRows(tx, table, storeId, rows);
}

const CHUNK = 500;

async function upsertRows(tx: Db, table: StoreOwnedTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const set = excludedColumns(table, Object.keys(rows[0]!));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflictDoUpdate({ target: table.id, set });
  }
}

/** Deletes this store's rows of `table` that the document no longer has. */
async function pruneRows(tx: Db, table: StoreOwnedTable, storeId: string, keep: Row[]): Promise<void> {
  const ids = keep.map((row) => row.id);
  const byStore = eq(table.storeId, storeId);
  await tx.delete(table).where(ids.length > 0 ? and(byStore, notInArray(table.id, ids)) : byStore);
}

/**
 * `SET col = excluded.col` for the columns the document provides (not the keys): columns kept by triggers
 * (the catalogue's shop window and search vector) and the creation time are left to the database.
 */
function excludedColumns(table: PgTable, keys: string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column || key === 'id' || key === 'storeId') continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Whether any store exists at all: the seed's "first run" test, not a tenant query. */
export async function hasAnyStore(db: Db): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}
