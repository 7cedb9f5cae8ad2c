import { useGlobalState, useIsLoggedIn } from '#src/lib/store-context.tsx';

/** The signed-in shopper's cart id and customer id; empty strings for a guest. */
export function useShopper() {
  const isLoggedIn = useIsLoggedIn();
  const cartId = useGlobalState((state) => state.user.cartId);
  const customerId = useGlobalState((state) => state.user.userId);
  return { isLoggedIn, cartId: isLoggedIn ? cartId : '', customerId: isLoggedIn ? customerId : '' };
}
