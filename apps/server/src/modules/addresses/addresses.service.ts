import {
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  MAX_SAVED_ADDRESSES,
  type Address,
  type AddressListResponse,
} from '@haat/contract/addresses/addresses.schemas';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Refusal, type Result } from '#src/result.ts';
import {
  deleteAddress,
  insertAddress,
  listAddressRows,
  lockAddressOwner,
  markDefaultAddress,
  replaceAddress,
  type AddressRow,
} from './addresses.repository.ts';

type AddressFailure = 'NOT_FOUND' | 'ADDRESS_LIMIT';
type AddressResult = Result<AddressListResponse, AddressFailure>;

const customerNotFound = fail('NOT_FOUND', 'server.customerNotFound');
const addressNotFound = fail('NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);

function toListResponse(rows: AddressRow[]): AddressListResponse {
  const defaultIndex = rows.findIndex((row) => row.isDefault);
  return {
    addressList: rows.map(({ id: _id, position: _position, isDefault: _isDefault, ...address }) => address),
    defaultAddressIndex: defaultIndex >= 0 ? defaultIndex : null,
  };
}

/** The token's customer's list (another customer id in the path answered 404 at the gate, decision 003). */
export async function listOwnAddresses(db: Db, principal: CustomerPrincipal): Promise<AddressResult> {
  return ok(toListResponse(await listAddressRows(db, principal)));
}

/** A change answers its refusal, or makes the change and answers nothing. */
type Change = (tx: Db, rows: AddressRow[]) => Promise<Refusal<AddressFailure> | undefined>;

/** Runs one change in a transaction holding the customer's lock, then answers the list as it now is. */
async function changeAddresses(db: Db, principal: CustomerPrincipal, change: Change): Promise<AddressResult> {
  return db.transaction(async (tx): Promise<AddressResult> => {
    if (!(await lockAddressOwner(tx, principal))) return customerNotFound;
    const refused = await change(tx, await listAddressRows(tx, principal));
    if (refused) return refused;
    return ok(toListResponse(await listAddressRows(tx, principal)));
  });
}

/** Appends an address; the first one becomes the default. */
export function addAddress(db: Db, principal: CustomerPrincipal, address: Address): Promise<AddressResult> {
  return changeAddresses(db, principal, async (tx, rows) => {
    if (rows.length >= MAX_SAVED_ADDRESSES) return fail('ADDRESS_LIMIT', ADDRESS_LIMIT_MESSAGE);
    const position = rows.length === 0 ? 0 : rows[rows.length - 1]!.position + 1;
    await insertAddress(tx, principal, address, { position, isDefault: rows.length === 0 });
    return undefined;
  });
}

/** Replaces the address at `index`; it keeps its place and its default mark. */
export function updateAddress(
  db: Db,
  principal: CustomerPrincipal,
  index: number,
  address: Address,
): Promise<AddressResult> {
  return changeAddresses(db, principal, async (tx, rows) => {
    const row = rows[index];
    if (!row) return addressNotFound;
    await replaceAddress(tx, principal, row.id, address);
    return undefined;
  });
}

/** Removes the address at `index`; when it was the default, the first remaining one becomes the default. */
export function removeAddress(db: Db, principal: CustomerPrincipal, index: number): Promise<AddressResult> {
  return changeAddresses(db, principal, async (tx, rows) => {
    const row = rows[index];
    if (!row) return addressNotFound;
    await deleteAddress(tx, principal, row.id);
    const remaining = rows.filter((other) => other.id !== row.id);
    const first = remaining[0];
    if (first && !remaining.some((other) => other.isDefault)) await markDefaultAddress(tx, principal, first.id);
    return undefined;
  });
}

export function setDefaultAddress(db: Db, principal: CustomerPrincipal, index: number): Promise<AddressResult> {
  return changeAddresses(db, principal, async (tx, rows) => {
    const row = rows[index];
    if (!row) return addressNotFound;
    if (!row.isDefault) await markDefaultAddress(tx, principal, row.id);
    return undefined;
  });
}
