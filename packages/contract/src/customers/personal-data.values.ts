import type { MessageId } from '../i18n/compiled/message-id.ts';

// The rules of a shopper's data that the storefront needs too, without the schema library (decision 025).

/** The file's name: the store's friendly id and the India date it was made (`my-data-demo-2026-11-27.json`). */
export function personalDataFileName(friendlyId: string, indiaDate: string): string {
  const safe = friendlyId.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return `my-data-${safe}-${indiaDate}.json`;
}

/**
 * Why an account cannot be erased yet, checked in this order; each is answered 409 with its own message.
 * What is still under way must end first: erasing the phone and address of an order on its way, a
 * subscription still delivering, or money still held for the shopper would take from them what they are owed.
 */
export const accountDeletionBlockers = [
  'OPEN_ORDER',
  'ACTIVE_SUBSCRIPTION',
  'WALLET_BALANCE',
  'PENDING_RECHARGE',
] as const;
export type AccountDeletionBlocker = (typeof accountDeletionBlockers)[number];

export const accountDeletionBlockerMessages = {
  OPEN_ORDER: 'privacy.blockedOpenOrder',
  ACTIVE_SUBSCRIPTION: 'privacy.blockedActiveSubscription',
  WALLET_BALANCE: 'privacy.blockedWalletBalance',
  PENDING_RECHARGE: 'privacy.blockedPendingRecharge',
} as const satisfies Record<AccountDeletionBlocker, MessageId>;
