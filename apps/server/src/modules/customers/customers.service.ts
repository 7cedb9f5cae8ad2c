import type { CustomerProfile, UpdateCustomerBody } from '@haat/contract/customers/customers.schemas';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findCustomerProfile, updateCustomerProfile, type ProfileChanges } from './customers.repository.ts';

const customerNotFound = fail('NOT_FOUND', 'server.customerNotFound');

/**
 * A customer sees and edits only their own profile: another id, or the same id through another store's
 * token, is a 404, the same answer as an id that does not exist.
 */
export async function getOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
  customerId: string,
): Promise<Result<CustomerProfile, 'NOT_FOUND'>> {
  if (customerId !== principal.customerId) return customerNotFound;
  const profile = await findCustomerProfile(db, principal.storeId, customerId);
  return profile ? ok(profile) : customerNotFound;
}

export async function updateOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
  customerId: string,
  body: UpdateCustomerBody,
  now: Date,
): Promise<Result<CustomerProfile, 'NOT_FOUND'>> {
  if (customerId !== principal.customerId) return customerNotFound;
  const { storeId: _storeId, ...fields } = body;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  if (!(await updateCustomerProfile(db, principal.storeId, customerId, changes, now))) return customerNotFound;
  return getOwnProfile(db, principal, customerId);
}
