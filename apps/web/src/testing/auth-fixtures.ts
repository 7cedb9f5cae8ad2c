import { storageKeys } from '#src/lib/storage.ts';

export const CUSTOMER_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b04';
export const CART_ID = '7e6d5c4b-3a29-4180-8f7e-6d5c4b3a2905';
export const WALLET_ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a06';
export const MOBILE = '9876543210';

/**
 * Stores a signed-in session for the store `friendlyId` before the app starts, as a returning shopper's
 * browser would hold it: the auth record and the user's ids in global state. Guarded screens then open.
 */
export function storeSignedInSession(
  friendlyId = 'demo',
  {
    accessToken = 'access-1',
    refreshToken = 'refresh-1',
    cartId = CART_ID,
  }: { accessToken?: string; refreshToken?: string; cartId?: string } = {},
) {
  const keys = storageKeys(friendlyId);
  const tokens = { accessToken, refreshToken };
  localStorage.setItem(keys.auth, JSON.stringify({ ...tokens, mobile: MOBILE, customerId: CUSTOMER_ID }));
  localStorage.setItem(
    keys.state,
    JSON.stringify({ user: { username: MOBILE, userId: CUSTOMER_ID, cartId, userDisplayName: 'Asha' } }),
  );
}

/** The customer profile answer for CUSTOMER_ID. */
export function makeCustomerProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: CUSTOMER_ID,
    name: 'Asha',
    email: null,
    mobile: MOBILE,
    gender: null,
    dpUrl: null,
    shoppingProfileIdentity: { walletId: WALLET_ID, cartId: CART_ID },
    ...overrides,
  };
}
