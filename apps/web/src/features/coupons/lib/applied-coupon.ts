import { useCallback, useSyncExternalStore } from 'react';

// The code the shopper applied in the cart (spec §3's client cart `coupon`): kept for the tab's session, per
// store, so a reload or a step back to the cart keeps it; the checkout then holds it on the server.
const listeners = new Set<() => void>();
const keyOf = (storeId: string) => `haat.coupon.${storeId}`;

function read(storeId: string): string {
  try {
    return sessionStorage.getItem(keyOf(storeId)) ?? '';
  } catch {
    return '';
  }
}

function write(storeId: string, code: string): void {
  try {
    if (code) sessionStorage.setItem(keyOf(storeId), code);
    else sessionStorage.removeItem(keyOf(storeId));
  } catch {
    // Storage refused (private mode): the code lasts until the page closes, which is all it needs.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The store's applied code ('' for none) and the way to change it. */
export function useAppliedCoupon(storeId: string): [string, (code: string) => void] {
  const code = useSyncExternalStore(
    subscribe,
    () => read(storeId),
    () => '',
  );
  const set = useCallback((next: string) => write(storeId, next.trim().toUpperCase()), [storeId]);
  return [code, set];
}
