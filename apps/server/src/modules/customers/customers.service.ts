import type { CustomerProfile, UpdateCustomerBody } from '@haat/contract/customers/customers.schemas';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { findCustomerProfile, updateCustomerProfile, type ProfileChanges } from './customers.repository.ts';

/**
 * A customer sees and edits only their own profile: another id, or the same id through another store's
 * token, is null (a 404), the same answer as an id that does not exist.
 */
export async function getOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
  customerId: string,
): Promise<CustomerProfile | null> {
  if (customerId !== principal.customerId) return null;
  return findCustomerProfile(db, principal.storeId, customerId);
}

export async function updateOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
  customerId: string,
  body: UpdateCustomerBody,
  now: Date,
): Promise<CustomerProfile | null> {
  if (customerId !== principal.customerId) return null;
  const { storeId: _storeId, ...fields } = body;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  if (!(await updateCustomerProfile(db, principal.storeId, customerId, changes, now))) return null;
  return findCustomerProfile(db, principal.storeId, customerId);
}
