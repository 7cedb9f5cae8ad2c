import type { Cart, PriceTotals } from '@haat/contract/carts/carts.schemas';
import { useStore } from '#src/lib/store-context.tsx';
import { useCouponCheck } from '#src/features/coupons/api/check-coupon.ts';
import { useAppliedCoupon } from '#src/features/coupons/lib/applied-coupon.ts';

export interface CartCoupon {
  /** The code the shopper applied, '' for none. */
  code: string;
  /** The cart's totals with the coupon when it applies, else the cart's own. */
  totals: PriceTotals & { couponCode?: string | null };
  /** The code to start the checkout with: the applied one when it applies now, else ''. */
  applies: string;
  /** Why the applied code does not apply (the server's words, in the page's language), or null. */
  problem: string | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/** The cart's coupon: the applied code, checked against the cart's lines whenever they change. */
export function useCartCoupon(cart: Cart): CartCoupon {
  const { lookup } = useStore();
  const [code, setCode] = useAppliedCoupon(lookup.store.id);
  const check = useCouponCheck(code, cart.items);
  const current = check.data && check.data.couponCode === code && !check.isPlaceholderData ? check.data : null;
  return {
    code,
    totals: current ?? cart,
    applies: current ? code : '',
    problem: code && check.error ? check.error.message : null,
    checking: check.isFetching,
    apply: setCode,
    remove: () => setCode(''),
  };
}

/** Forgets the applied code once an order has used it: the next cart starts without one. */
export function useForgetCoupon(): () => void {
  const { lookup } = useStore();
  const [, setCode] = useAppliedCoupon(lookup.store.id);
  return () => setCode('');
}
