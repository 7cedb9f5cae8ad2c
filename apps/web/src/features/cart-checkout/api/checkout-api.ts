import { useMutation } from '@tanstack/react-query';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import { checkoutSchema, type PaymentMethod, type ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import { api } from '#src/lib/api-client.ts';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/features/cart-checkout/api/get-cart.ts';

/** `POST /api/checkouts`: a checkout of the cart's lines (the server prices them). */
export function createCheckout(body: { orgId: string; customerId: string; cartItems: CartItem[] }) {
  const cartItems = body.cartItems.map(({ productVariantId, quantity }) => ({ productVariantId, quantity }));
  return api.post('/api/checkouts', { ...body, cartItems, couponCode: '' }, checkoutSchema);
}

/** `PATCH /api/checkouts/{id}`: the delivery address and the payment method. */
export function updateCheckout(
  checkoutId: string,
  body: { shippingAddress: ShippingAddress; paymentMethod: PaymentMethod },
) {
  return api.patch(
    `/api/checkouts/${encodeURIComponent(checkoutId)}`,
    { checkoutId, ...body, couponCode: '' },
    checkoutSchema,
  );
}

export function useCreateCheckout() {
  const { customerId } = useShopper();
  const orgId = useGlobalState((state) => state.user.orgId);
  return useMutation({ mutationFn: (cartItems: CartItem[]) => createCheckout({ orgId, customerId, cartItems }) });
}

export function useUpdateCheckout() {
  return useMutation({
    mutationFn: ({
      checkoutId,
      ...body
    }: {
      checkoutId: string;
      shippingAddress: ShippingAddress;
      paymentMethod: PaymentMethod;
    }) => updateCheckout(checkoutId, body),
  });
}
