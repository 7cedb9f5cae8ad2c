import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const checkoutSchema = lazySchema(() => import('@haat/contract/checkouts/checkouts.schemas'), 'checkoutSchema');
const createCheckoutBodySchema = lazySchema(
  () => import('@haat/contract/checkouts/checkouts.schemas'),
  'createCheckoutBodySchema',
);

/** `POST /api/checkouts`: a checkout of the cart's lines (the server prices them) with the cart's coupon. */
export function createCheckout(orgId: string, customerId: string, cartItems: CartItem[], couponCode = '') {
  return api.post(
    '/api/checkouts',
    createCheckoutBodySchema,
    {
      orgId,
      customerId,
      cartItems: cartItems.map(({ productVariantId, quantity }) => ({ productVariantId, quantity })),
      couponCode,
    },
    checkoutSchema,
  );
}

/** Creates the checkout; the answer fills the cache the step reads (and a reload reads again by its id). */
export function useCreateCheckout() {
  const { customerId } = useShopper();
  const orgId = useGlobalState((state) => state.user.orgId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartItems, couponCode }: { cartItems: CartItem[]; couponCode: string }) =>
      createCheckout(orgId, customerId, cartItems, couponCode),
    onSuccess: (checkout) => queryClient.setQueryData(cartKeys.checkout(checkout.id), checkout),
  });
}
