import { useCart } from '#src/features/cart-checkout/api/get-cart.ts';

/** How many products (lines) the signed-in shopper's cart holds, for the top-bar and tab-bar badges. */
export function useCartItemCount(): number {
  const { data } = useCart();
  return data?.items.length ?? 0;
}
