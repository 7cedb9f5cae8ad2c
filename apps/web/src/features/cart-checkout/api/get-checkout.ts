import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const checkoutSchema = lazySchema(() => import('@haat/contract/checkouts/checkouts.schemas'), 'checkoutSchema');

/** `GET /api/checkouts/{id}`: the shopper's own checkout, priced now, with the choices saved in it. */
export function getCheckout(checkoutId: string, signal?: AbortSignal) {
  return api.get(`/api/checkouts/${encodeURIComponent(checkoutId)}`, checkoutSchema, { signal });
}

export function checkoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: cartKeys.checkout(checkoutId),
    queryFn: ({ signal }) => getCheckout(checkoutId, signal),
    // A checkout that is not the shopper's (or no longer exists) answers 404: start again from the cart.
    retry: false,
    // Creating and changing it put the server's answer here; placing it marks it stale (see usePlaceOrder).
    staleTime: Infinity,
  });
}

/**
 * The checkout the address names (`/cart?checkout=…`), so a reload finds the step's choices where the server
 * keeps them (issue 39). Creating and changing it fill this cache with the server's answer.
 */
export function useCheckout(checkoutId: string | null) {
  return useQuery({ ...checkoutQueryOptions(checkoutId ?? ''), enabled: checkoutId !== null });
}
