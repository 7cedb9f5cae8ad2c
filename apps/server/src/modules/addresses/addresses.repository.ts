import { and, asc, eq, sql } from 'drizzle-orm';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import type { Db } from '#src/db/connect.ts';
import { customerAddresses, customers } from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';

/** Whose addresses: one customer of one store. */
export interface AddressOwner {
  storeId: string;
  customerId: string;
}

export interface AddressRow extends Address {
  id: string;
  position: number;
  isDefault: boolean;
}

const ownedBy = (owner: AddressOwner) =>
  and(eq(customerAddresses.storeId, owner.storeId), eq(customerAddresses.customerId, owner.customerId));

/**
 * Takes the customer's row lock for the rest of the transaction, so one change to their addresses at a time
 * reads and renumbers the list. False when the customer is not in this store.
 */
export async function lockAddressOwner(tx: Db, owner: AddressOwner): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId)))
    .for('update');
  return rows.length === 1;
}

/** The customer's addresses in list order (index = rank by position). */
export async function listAddressRows(db: Db, owner: AddressOwner): Promise<AddressRow[]> {
  return db
    .select({
      id: customerAddresses.id,
      position: customerAddresses.position,
      isDefault: customerAddresses.isDefault,
      name: customerAddresses.name,
      mobile: customerAddresses.mobile,
      email: customerAddresses.email,
      address: customerAddresses.address,
      city: customerAddresses.city,
      landmark: customerAddresses.landmark,
      state: customerAddresses.state,
      country: customerAddresses.country,
      pin: customerAddresses.pin,
      addressType: customerAddresses.addressType,
    })
    .from(customerAddresses)
    .where(ownedBy(owner))
    .orderBy(asc(customerAddresses.position));
}

export async function insertAddress(
  tx: Db,
  owner: AddressOwner,
  address: Address,
  placement: { position: number; isDefault: boolean },
): Promise<void> {
  await tx.insert(customerAddresses).values({ ...owner, ...address, ...placement });
}

export async function replaceAddress(tx: Db, owner: AddressOwner, id: string, address: Address): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ ...address, updatedAt: databaseNow })
    .where(and(ownedBy(owner), eq(customerAddresses.id, id)));
}

export async function deleteAddress(tx: Db, owner: AddressOwner, id: string): Promise<void> {
  await tx.delete(customerAddresses).where(and(ownedBy(owner), eq(customerAddresses.id, id)));
}

/** Makes `id` the customer's only default (two statements: the partial unique index allows one at a time). */
export async function markDefaultAddress(tx: Db, owner: AddressOwner, id: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), eq(customerAddresses.isDefault, true), sql`${customerAddresses.id} <> ${id}`));
  await tx
    .update(customerAddresses)
    .set({ isDefault: true })
    .where(and(ownedBy(owner), eq(customerAddresses.id, id)));
}
