/** Query keys of coupons: a store's current offers, and a code checked against a cart's lines. */
export const couponKeys = {
  all: ['coupons'] as const,
  offers: (storeId: string) => [...couponKeys.all, 'offers', storeId] as const,
  checks: () => [...couponKeys.all, 'check'] as const,
  check: (storeId: string, code: string, lines: string) => [...couponKeys.checks(), storeId, code, lines] as const,
};
