import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useShopper } from '#src/lib/use-shopper.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const cartSchema = lazySchema(() => import('@haat/contract/carts/carts.schemas'), 'cartSchema');

/** `GET /api/carts/{cartId}`: the whole cart, priced by the server now. */
export function getCart(cartId: string, signal?: AbortSignal) {
  return api.get(`/api/carts/${encodeURIComponent(cartId)}`, cartSchema, { signal });
}

export function cartQueryOptions(cartId: string) {
  return queryOptions({ queryKey: cartKeys.cart(cartId), queryFn: ({ signal }) => getCart(cartId, signal) });
}

/** The cart, loaded for every screen once a shopper is signed in with a cart id (spec §4). */
export function useCart() {
  const { cartId } = useShopper();
  return useQuery({ ...cartQueryOptions(cartId), enabled: cartId !== '' });
}

/** Reads the cart again, after the server emptied it (an order placed or paid). */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.carts() });
}
