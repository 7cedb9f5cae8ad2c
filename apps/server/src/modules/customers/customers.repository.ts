import { and, eq } from 'drizzle-orm';
import type { CustomerProfile, Gender } from '@haat/contract/customers/customers.schemas';
import type { Db } from '#src/db/connect.ts';
import { carts, customers, wallets } from '#src/db/schema/index.ts';

export interface ProfileChanges {
  name?: string | null;
  email?: string | null;
  mobile?: string;
  gender?: Gender | null;
  dpUrl?: string | null;
}

export async function findCustomerProfile(
  db: Db,
  storeId: string,
  customerId: string,
): Promise<CustomerProfile | null> {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      mobile: customers.mobile,
      gender: customers.gender,
      dpUrl: customers.dpUrl,
      walletId: wallets.id,
      cartId: carts.id,
    })
    .from(customers)
    .innerJoin(wallets, eq(wallets.customerId, customers.id))
    .innerJoin(carts, eq(carts.customerId, customers.id))
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { walletId, cartId, ...profile } = row;
  return { ...profile, shoppingProfileIdentity: { walletId, cartId } };
}

/** Applies the given fields only; false when the customer is not in this store. */
export async function updateCustomerProfile(
  db: Db,
  storeId: string,
  customerId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .returning({ id: customers.id });
  return rows.length === 1;
}
