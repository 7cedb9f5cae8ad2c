import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const checkoutSchema = lazySchema(() => import('@haat/contract/checkouts/checkouts.schemas'), 'checkoutSchema');
const updateCheckoutBodySchema = lazySchema(
  () => import('@haat/contract/checkouts/checkouts.schemas'),
  'updateCheckoutBodySchema',
);

/** What a PATCH changes: the fields given; the others stay as saved. */
export interface CheckoutChoices {
  checkoutId: string;
  shippingAddress?: ShippingAddress;
  paymentMethod?: PaymentMethod;
  /** '' removes the checkout's coupon; absent leaves it. */
  couponCode?: string;
}

/** `PATCH /api/checkouts/{id}`: the delivery address, the payment method, and/or the coupon. */
export function updateCheckout({ checkoutId, shippingAddress, paymentMethod, couponCode }: CheckoutChoices) {
  return api.patch(
    `/api/checkouts/${encodeURIComponent(checkoutId)}`,
    updateCheckoutBodySchema,
    {
      checkoutId,
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(couponCode !== undefined ? { couponCode } : {}),
    },
    checkoutSchema,
  );
}

/**
 * Saves choices into the checkout; the answer replaces the cached checkout, which a reload reads again. One
 * change at a time, in the order made (a scope of their own): a quick Cash then Wallet ends as Wallet on the
 * server and on the screen.
 */
export function useUpdateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckout,
    scope: { id: 'checkout-choices' },
    onSuccess: (checkout) => queryClient.setQueryData(cartKeys.checkout(checkout.id), checkout),
  });
}
