import type { CustomerProfile, UpdateCustomerBody } from '@haat/contract/customers/customers.schemas';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findCustomerProfile, updateCustomerProfile, type ProfileChanges } from './customers.repository.ts';

const customerNotFound = fail('NOT_FOUND', 'server.customerNotFound');

/**
 * A customer sees and edits only their own profile: the token's (another id in the path answered 404 at the
 * gate, decision 003). A customer erased since the token was issued is a 404 too.
 */
export async function getOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
): Promise<Result<CustomerProfile, 'NOT_FOUND'>> {
  const profile = await findCustomerProfile(db, principal.storeId, principal.customerId);
  return profile ? ok(profile) : customerNotFound;
}

export async function updateOwnProfile(
  db: Db,
  principal: CustomerPrincipal,
  body: UpdateCustomerBody,
  now: Date,
): Promise<Result<CustomerProfile, 'NOT_FOUND'>> {
  const { storeId: _storeId, ...fields } = body;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  if (!(await updateCustomerProfile(db, principal.storeId, principal.customerId, changes, now))) {
    return customerNotFound;
  }
  return getOwnProfile(db, principal);
}
