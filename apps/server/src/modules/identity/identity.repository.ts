import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { carts, customers, orgs, stores, wallets } from '#src/db/schema/index.ts';

/** What logging in needs to know about a store. */
export interface LoginStore {
  id: string;
  name: string;
  orgId: string;
  orgName: string;
  locationId: string;
}

/** Finds the store a login is for (its id is the scope, so this is where the store id comes from). */
export async function findLoginStore(db: Db, storeId: string): Promise<LoginStore | null> {
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      orgId: stores.orgId,
      orgName: orgs.name,
      locationId: stores.locationId,
    })
    .from(stores)
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The customer who owns this phone in this store, created with a wallet and a cart the first time. Safe to
 * run twice at once: every insert yields to an existing row.
 */
export async function findOrCreateCustomer(db: Db, storeId: string, loginMobile: string): Promise<{ id: string }> {
  await db
    .insert(customers)
    .values({ storeId, loginMobile, mobile: loginMobile })
    .onConflictDoNothing({ target: [customers.storeId, customers.loginMobile] });
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.loginMobile, loginMobile)))
    .limit(1);
  if (!customer) throw new Error('customer vanished after insert');
  await db
    .insert(wallets)
    .values({ storeId, customerId: customer.id })
    .onConflictDoNothing({ target: wallets.customerId });
  await db.insert(carts).values({ storeId, customerId: customer.id }).onConflictDoNothing({ target: carts.customerId });
  return customer;
}
