import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';

/** A payment the shopper left the site for (PHONEPE), remembered until they come back to its order. */
export interface PendingReturn {
  paymentTransactionId: string;
  provider: PaymentProvider;
}

const key = (orderId: string) => `haat:payment-return:${orderId}`;

/** The query value naming the payment on the return path, when the server adds it. */
export const RETURN_QUERY = 'paymentTransactionId';

/**
 * Kept in the tab's session storage: the transaction id is known only after the return path was sent, so the
 * page the provider brings the shopper back to reads it from here (or from the query, if the server adds it).
 */
export function rememberReturn(orderId: string, pending: PendingReturn): void {
  try {
    sessionStorage.setItem(key(orderId), JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the return page falls back to the query value.
  }
}

export function readReturn(orderId: string, search: URLSearchParams): PendingReturn | null {
  let stored: Partial<PendingReturn>;
  try {
    stored = JSON.parse(sessionStorage.getItem(key(orderId)) ?? '{}') as Partial<PendingReturn>;
  } catch {
    stored = {};
  }
  const paymentTransactionId = search.get(RETURN_QUERY) ?? stored.paymentTransactionId;
  if (!paymentTransactionId) return null;
  return { paymentTransactionId, provider: stored.provider ?? 'PHONEPE' };
}

export function forgetReturn(orderId: string): void {
  try {
    sessionStorage.removeItem(key(orderId));
  } catch {
    // Nothing stored.
  }
}

/** The order's status page on this storefront, where the provider sends the shopper back. */
export function orderReturnPath(basePath: string, orderId: string): string {
  return `${basePath}/order/${encodeURIComponent(orderId)}/status`;
}
